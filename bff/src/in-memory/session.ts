import type { SessionUser } from '../http/session-user.ts';
import type { CookieJar } from '../legacy/cookies.ts';

// Mock mode's session: what the sealed cookie holds in Node (the user after login, the legacy's
// cookie jar, the login's id, started payments...), kept as a plain object in the browser. The
// routes read and change it through the same `req.session` calls as in Node.

/** The session's values, as JSON (mock mode keeps them across reloads). */
export type SessionValues = Record<string, unknown> & {
  user?: SessionUser;
  legacy?: CookieJar;
};

/** One visitor's session and cookies (the BFF's own: the visitor id, never the legacy's). */
export class BrowserSession {
  values: SessionValues = {};
  cookies: Record<string, string> = {};

  get user(): SessionUser | null {
    return this.values.user ?? null;
  }

  /** Forgets the login and the legacy's cookies (what a new sealed cookie would hold). */
  clear(): void {
    this.values = {};
  }
}

/** `req.session` over a browser session: secure-session's calls that the routes make. */
export function sessionFacade(session: BrowserSession) {
  return {
    get: (key: string) => session.values[key],
    set: (key: string, value: unknown) => {
      session.values = { ...session.values, [key]: value };
    },
    regenerate: () => session.clear(),
    delete: () => session.clear(),
    touch: () => {},
    get user() {
      return session.values.user;
    },
    get legacy() {
      return session.values.legacy;
    },
    get sid() {
      return session.values.sid;
    },
    get issuedAt() {
      return session.values.issuedAt;
    },
    get email() {
      return session.values.email;
    },
  };
}
