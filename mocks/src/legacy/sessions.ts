import type { AccountKind } from './model.ts';
import { randomBytes } from './random.ts';

// PHP-style sessions: an opaque PHPSESSID cookie naming server-side state.

export const SESSION_COOKIE = 'PHPSESSID';
const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuv';

/** An account of loginWeb.php. */
export interface MemberAccount {
  readonly type: AccountKind;
  readonly id: number;
  readonly name: string;
}

/** A promoter logged in by BOOSTERLOGIN under one organiser (`businessId`). */
export interface BoosterSessionAccount {
  readonly type: 'booster';
  readonly id: number;
  readonly name: string;
  readonly businessId: number;
}

export type SessionAccount = MemberAccount | BoosterSessionAccount;

/** The session's loginWeb.php account; a booster's session has none. */
export const memberOf = (session: Session | null | undefined): MemberAccount | undefined =>
  session && session.account.type !== 'booster' ? (session.account as MemberAccount) : undefined;

export interface Session {
  readonly id: string;
  readonly account: SessionAccount;
  readonly createdAt: string;
}

/** A 26-character id from PHP's default alphabet (5 bits a character). */
function newSessionId(): string {
  return [...randomBytes(26)].map((byte) => ID_ALPHABET[byte % 32]).join('');
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly now: () => Date) {}

  start(account: SessionAccount): Session {
    const session = { id: newSessionId(), account, createdAt: this.now().toISOString() };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string | undefined): Session | null {
    return id ? (this.sessions.get(id) ?? null) : null;
  }

  destroy(id: string | undefined): void {
    if (id) this.sessions.delete(id);
  }

  clear(): void {
    this.sessions.clear();
  }
}

/** Reads one cookie from a Cookie request header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export const sessionCookie = (id: string) => `${SESSION_COOKIE}=${id}; path=/; HttpOnly`;
/** What PHP sends when a script deletes the session cookie. */
export const expiredSessionCookie = () =>
  `${SESSION_COOKIE}=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/; HttpOnly`;
