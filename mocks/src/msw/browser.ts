import type { Session } from '@tix/contract/model/session';
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import {
  failureFromQuery,
  getMockFailure,
  type MockFailure,
  onMockFailureChange,
  setMockFailure,
} from './failures.ts';
import { handlers } from './handlers/index.ts';
import { problem } from './respond.ts';
import { onMockSessionChange, setMockSession } from './state.ts';

export {
  FAILURE_MODES,
  type FailureMode,
  getMockFailure,
  type MockFailure,
  setMockFailure,
} from './failures.ts';

const SESSION_KEY = 'tix-mock-session';
const FAILURE_KEY = 'tix-mock-failure';

/** The part of the Web Storage API used here (mocks/ compiles without the DOM library). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * In mock mode no request leaves the browser: an `/api` call no handler answers is a loud 501
 * naming the endpoint (and a console error), never a silent pass-through to a server.
 */
// Anchored at the origin: Vite's dev server serves modules such as /src/features/x/api/y.ts.
const noHandler = http.all(/^https?:\/\/[^/]+\/api\//, ({ request }) => {
  const { pathname } = new URL(request.url);
  const what = `${request.method} ${pathname}`;
  console.error(`[mock mode] No mock handler for ${what}: add one in mocks/src/msw/handlers/.`);
  return problem(501, 'No mock handler', `Mock mode has no handler for ${what}.`);
});

/** For `npm run dev:mock`: the same handlers as the tests, in a service worker. */
export const worker = setupWorker(...handlers, noHandler);

/** Keeps the mock login and the chosen failure across page reloads (the state lives in the page). */
export function persistMockSession(storage: KeyValueStore, search = ''): void {
  const saved = storage.getItem(SESSION_KEY);
  if (saved) setMockSession(JSON.parse(saved) as Session);
  onMockSessionChange((s) => storage.setItem(SESSION_KEY, JSON.stringify(s)));

  const savedFailure = storage.getItem(FAILURE_KEY);
  const chosen =
    failureFromQuery(search) ?? (savedFailure ? (JSON.parse(savedFailure) as MockFailure) : null);
  if (chosen) setMockFailure(chosen);
  storage.setItem(FAILURE_KEY, JSON.stringify(getMockFailure()));
  onMockFailureChange((f) => storage.setItem(FAILURE_KEY, JSON.stringify(f)));
}
