import type { AccountType } from '@tix/contract';
import { EMAIL_MAX_LENGTH } from '@tix/contract/forms/fields';
import { LIMITS } from '@tix/contract/model/limits';
import type { FastifyRequest } from 'fastify';
import type { CookieJar } from '../legacy/cookies.ts';
import type { EndedSessions } from '../lib/session-ledger.ts';

// Who the session says is logged in, and the ways routes change that: the sealed cookie's
// plugin (plugins/session.ts) in Node, a browser session object in mock mode (in-memory/). No
// Node-only import here, so both can use it.

/** The accounts of loginWeb.php (a booster logs in through BOOSTERLOGIN and has none of their pages). */
export type MemberType = Exclude<AccountType, 'booster'>;

export interface SessionUser {
  accountType: AccountType;
  accountId: string;
  accountName: string;
  /** A booster's organiser (id and name), from its login: never from a request. */
  businessId?: string;
  businessName?: string;
  /** A booster's activation (1 active) and contact details, as its login answered. */
  activation?: number;
  email?: string | null;
  phone?: string | null;
}

declare module '@fastify/secure-session' {
  interface SessionData {
    user: SessionUser;
    /** The legacy's own cookies (PHPSESSID, ...): forwarded upstream, never sent to the browser. */
    legacy: CookieJar;
    /** This login's id and when it was issued (ms): a logout or a password change ends it. */
    sid: string;
    issuedAt: number;
    /** The account's email, when known: a password reset by email ends its sessions. */
    email: string;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionLedger: EndedSessions;
  }
  interface FastifyRequest {
    /** Why this request's session was just ended, when the person should be told. */
    sessionEnded?: 'booster-deactivated';
  }
}

/** The keys under which an account's sessions can all be ended at once. */
export const accountKeys = (user: Pick<SessionUser, 'accountType' | 'accountId'>, email?: string | null) => [
  `account:${user.accountType}:${user.accountId}`,
  ...(email ? [`email:${email.trim().toLowerCase()}`] : []),
];

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);
const within = (value: string | null | undefined, max: number) =>
  value && value.length > max ? null : value;

/** The longest name the cookie keeps (a promoter's and its organiser's together stay well under 4 KB). */
const NAME_KEPT = 500;

/**
 * The user as the sealed cookie keeps it, bounded whatever the legacy answered (decision 0009: the
 * cookie stays under 4 KB): names to their first 500 characters, an address mail can reach, a
 * phone number's length. Nothing of what the user owns is here.
 */
function bounded(user: SessionUser): SessionUser {
  const kept: SessionUser = { ...user, accountName: clip(user.accountName, NAME_KEPT) };
  if (user.businessName !== undefined) kept.businessName = clip(user.businessName, NAME_KEPT);
  if (user.email !== undefined) kept.email = within(user.email, EMAIL_MAX_LENGTH);
  if (user.phone !== undefined) kept.phone = within(user.phone, LIMITS.short);
  return kept;
}

/** Keeps the logged-in user (after a login, or a profile edit that renamed it). */
export function keepUser(req: FastifyRequest, user: SessionUser): void {
  req.session.set('user', bounded(user));
}

/**
 * Marks the session as this user's login, with an id of its own. The caller regenerated the
 * session before the legacy login, so nothing of a previous session is kept but the legacy's
 * fresh cookies. An email longer than mail allows is not kept (no reset can reach it).
 */
export function signIn(req: FastifyRequest, user: SessionUser, email?: string | null): void {
  keepUser(req, user);
  req.session.set('sid', globalThis.crypto.randomUUID());
  req.session.set('issuedAt', Date.now());
  const address = within(email?.trim().toLowerCase(), EMAIL_MAX_LENGTH);
  if (address) req.session.set('email', address);
}

/**
 * Empties the session and expires its cookie. (secure-session's `delete()` only marks the cookie
 * for removal: what the request already read would still say who was logged in.)
 */
export function clearSession(req: FastifyRequest): void {
  req.session.regenerate();
  req.session.delete();
}

/** Ends this session for good: the cookie, and any copy of it, is worth nothing after this. */
export function signOut(req: FastifyRequest): void {
  const sid = req.session.get('sid');
  if (sid) req.server.sessionLedger.end(sid);
  clearSession(req);
}

/** Ends every other session of the account (password change): this one is issued anew. */
export function endOtherSessions(req: FastifyRequest, user: SessionUser): void {
  req.server.sessionLedger.endAllOf(accountKeys(user, req.session.get('email')));
  signIn(req, user, req.session.get('email'));
}

/**
 * The session's user and legacy cookies, read as properties of the session: the same value as
 * `session.get(...)`, without the Proxy secure-session builds around its methods on each call
 * (these run several times on every request).
 */
export const sessionUser = (req: FastifyRequest): SessionUser | null => req.session.user ?? null;
export const legacyJar = (req: FastifyRequest): CookieJar => req.session.legacy ?? {};
