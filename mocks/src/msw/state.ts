import type { Session } from '@tix/contract/model/session';
import { guestSession } from './fixtures/accounts.ts';

// The mocks' only mutable state: who is logged in. Tests reset it after each test; the browser
// worker may persist it across reloads (see browser.ts).
let session: Session = guestSession;
const listeners = new Set<(s: Session) => void>();

export function getMockSession(): Session {
  return session;
}

export function setMockSession(next: Session): void {
  session = next;
  for (const listener of listeners) listener(next);
}

export function onMockSessionChange(listener: (s: Session) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Back to the seed: nobody logged in. */
export function resetMockState(): void {
  setMockSession(guestSession);
}
