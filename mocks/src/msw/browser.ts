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
import { onMockSessionChange, restoreMockState, setMockSession, snapshotMockState } from './state.ts';

export {
  FAILURE_MODES,
  type FailureMode,
  getMockFailure,
  type MockFailure,
  setMockFailure,
} from './failures.ts';

const SESSION_KEY = 'tix-mock-session';
const WORLD_KEY = 'tix-mock-world';
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

/** What the browser entry needs of `window` (mocks/ compiles without the DOM library). */
interface PageEvents {
  addEventListener(type: 'pagehide', listener: () => void): void;
}

/**
 * Keeps the mock world (the login, every write) and the chosen failure across page reloads for
 * the rest of the visit (the tab's session storage); `resetMockWorld()` starts it again.
 */
export function persistMockSession(storage: KeyValueStore, search = '', page?: PageEvents): void {
  const saved = storage.getItem(SESSION_KEY);
  if (saved) setMockSession(JSON.parse(saved) as Session);
  const world = storage.getItem(WORLD_KEY);
  if (world) restoreMockState(world);
  onMockSessionChange((s) => storage.setItem(SESSION_KEY, JSON.stringify(s)));
  page?.addEventListener('pagehide', () => storage.setItem(WORLD_KEY, snapshotMockState()));

  const savedFailure = storage.getItem(FAILURE_KEY);
  const chosen =
    failureFromQuery(search) ?? (savedFailure ? (JSON.parse(savedFailure) as MockFailure) : null);
  if (chosen) setMockFailure(chosen);
  storage.setItem(FAILURE_KEY, JSON.stringify(getMockFailure()));
  onMockFailureChange((f) => storage.setItem(FAILURE_KEY, JSON.stringify(f)));
}

/** Back to the seed world, still logged in as before (the panel's 'Start the data again'). */
export function resetMockWorld(storage: KeyValueStore & { removeItem(key: string): void }): void {
  storage.removeItem(WORLD_KEY);
}
