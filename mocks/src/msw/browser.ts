import { setupWorker } from 'msw/browser';
import { handlers } from './adapter.ts';
import {
  failureFromQuery,
  getMockFailure,
  type MockFailure,
  onMockFailureChange,
  setMockFailure,
} from './failures.ts';
import {
  onMockWorldChange,
  restoreMockLogin,
  restoreMockState,
  snapshotMockLogin,
  snapshotMockState,
} from './world.ts';

export {
  FAILURE_MODES,
  type FailureMode,
  getMockFailure,
  type MockFailure,
  setMockFailure,
} from './failures.ts';
export { answerProviderPage } from './provider-pages.ts';

const SESSION_KEY = 'tix-mock-session';
const WORLD_KEY = 'tix-mock-world';
const FAILURE_KEY = 'tix-mock-failure';

/** The part of the Web Storage API used here (mocks/ compiles without the DOM library). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * For `npm run dev:mock`: the BFF's own handlers over the stand-in, in memory, behind a service
 * worker (adapter.ts). No request leaves the browser: an `/api` path the contract does not know
 * is a loud 501 naming it.
 */
export const worker = setupWorker(...handlers);

/** What the browser entry needs of `window` (mocks/ compiles without the DOM library). */
interface PageEvents {
  addEventListener(type: 'pagehide', listener: () => void): void;
}

/**
 * Keeps the mock world (the login, every write) and the chosen failure across page reloads for
 * the rest of the visit (the tab's session storage); `resetMockWorld()` starts it again.
 */
export function persistMockSession(storage: KeyValueStore, search = '', page?: PageEvents): void {
  // The login first: restoring the data logs it in on the restored stand-in.
  const login = storage.getItem(SESSION_KEY);
  if (login) restoreMockLogin(login);
  const world = storage.getItem(WORLD_KEY);
  if (world) restoreMockState(world);
  // Saved after every write and as the page goes (a reload, a full navigation).
  const save = () => {
    storage.setItem(SESSION_KEY, snapshotMockLogin());
    storage.setItem(WORLD_KEY, snapshotMockState());
  };
  onMockWorldChange(save);
  page?.addEventListener('pagehide', save);

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
