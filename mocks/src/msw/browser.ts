import type { Session } from '@tix/contract/model/session';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { onMockSessionChange, setMockSession } from './state.ts';

const KEY = 'tix-mock-session';

/** The part of the Web Storage API used here (mocks/ compiles without the DOM library). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** For `npm run dev:mock`: the same handlers as the tests, in a service worker. */
export const worker = setupWorker(...handlers);

/** Keeps the mock login across page reloads (the handlers' state lives in the page). */
export function persistMockSession(storage: KeyValueStore): void {
  const saved = storage.getItem(KEY);
  if (saved) setMockSession(JSON.parse(saved) as Session);
  onMockSessionChange((s) => storage.setItem(KEY, JSON.stringify(s)));
}
