import { createHash } from 'node:crypto';
import secureSession from '@fastify/secure-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.ts';
import { accountKeys, clearSession, type SessionUser } from '../http/session-user.ts';
import { type AccountRecords, MemoryAccountRecords } from '../lib/account-records.ts';
import { type EndedSessions, SessionLedger, SharedSessionLedger } from '../lib/session-ledger.ts';
import { SharedAccountRecords } from '../lib/shared-account-records.ts';

/** A booster's sessions are ended only when its organiser deactivates or deletes it. */
function endSession(req: FastifyRequest, user: SessionUser): void {
  clearSession(req);
  if (user.accountType === 'booster') req.sessionEnded = 'booster-deactivated';
}

// The session's values and the ways to change them live in http/session-user.ts (no Node-only
// import there: the in-memory BFF of mock mode uses them too); re-exported for the plugin's users.
export { clearSession, legacyJar, type SessionUser, sessionUser } from '../http/session-user.ts';

export const SESSION_TTL_S = 60 * 60 * 12;

export const sessionCookieName = (config: Config) => (config.secureCookies ? '__Host-session' : 'session');

/**
 * The sealed session cookie (encrypted and authenticated; stateless across instances): identity,
 * the legacy's cookies and the small pending steps of the account flows only.
 */
export default fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  await app.register(secureSession, {
    // The first key seals; every key opens (a cookie opened by the previous one is sealed anew).
    key: [config.sessionSecret, config.previousSessionSecret]
      .filter((secret) => secret !== undefined)
      .map((secret) => createHash('sha256').update(secret).digest()),
    cookieName: sessionCookieName(config),
    expiry: SESSION_TTL_S,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
  });
  memoiseCookieParsing(app);
  memoiseDecryption(app);
  const ledger: EndedSessions = app.shared
    ? new SharedSessionLedger(app.shared, SESSION_TTL_S * 1000)
    : new SessionLedger(SESSION_TTL_S * 1000);
  app.decorate('sessionLedger', ledger);
  // What the BFF remembers of an account's objects lives beside the session, never in its cookie.
  const records: AccountRecords = app.shared
    ? new SharedAccountRecords(app.shared)
    : new MemoryAccountRecords();
  app.decorate('accountRecords', records);
  // A sealed cookie stays valid until it expires: one the ledger says was ended is a guest's.
  // A callback hook: the in-memory ledger answers at once, without a promise per request.
  // The session's values are read as properties: secure-session's `get` goes through a Proxy
  // that wraps the method in a new Proxy on every call (see `sessionUser`).
  app.addHook('onRequest', (req, _reply, done) => {
    const session = req.session;
    const user = session.user;
    if (!user) return done();
    const sid = session.sid;
    if (!sid) {
      clearSession(req);
      return done();
    }
    const ended = ledger.isEnded(sid, session.issuedAt ?? 0, keptAccountKeys(user, session.email));
    if (typeof ended === 'boolean') {
      if (ended) endSession(req, user);
      return done();
    }
    ended.then((yes) => {
      if (yes) endSession(req, user);
      done();
    }, done);
  });
});

/**
 * accountKeys for a session's user as kept by the memo below (one frozen object per sealed
 * cookie): made once per user object and email rather than on every request, and the same
 * strings each time (their hashes computed once for the ledger's lookups).
 */
const keysOfUser = new WeakMap<SessionUser, { email: string | undefined; keys: string[] }>();
function keptAccountKeys(user: SessionUser, email: string | undefined): readonly string[] {
  if (!Object.isFrozen(user)) return accountKeys(user, email);
  const known = keysOfUser.get(user);
  if (known && known.email === email) return known.keys;
  const keys = accountKeys(user, email);
  keysOfUser.set(user, { email, keys });
  return keys;
}

/**
 * The Cookie header parsed once: a browser sends the same header on every request of a session,
 * and @fastify/cookie parsed and URI-decoded it (the sealed session's value is long and escaped)
 * each time. Kept by header (bounded by total length, least recently used first out); each
 * request gets its own copy, as @fastify/cookie gives (code may add to `request.cookies`).
 */
function memoiseCookieParsing(app: FastifyInstance): void {
  const parse = app.parseCookie.bind(app);
  const parsed = new LRUCache<string, Readonly<Record<string, string>>>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (_value, header) => Math.max(1, header.length),
  });
  app.parseCookie = (header) => {
    let known = parsed.get(header);
    if (known === undefined) {
      known = Object.freeze(parse(header));
      parsed.set(header, known);
    }
    return { ...known };
  };
}

/**
 * A sealed cookie decrypted once: the same cookie comes back on every request of a session, and
 * opening it (two base64 decodes and an authenticated decryption) gave the same content each
 * time. What it held is kept by cookie value (bounded, least recently used first out), its
 * values frozen (deeply): each request gets a session of its own over a shallow copy, so a
 * `session.set` replaces a value for that request only, and nothing can change a kept value in
 * place (it would throw). The expiry is checked on every request as secure-session does. A
 * cookie that does not open is never kept.
 */
function memoiseDecryption(app: FastifyInstance): void {
  const decode = app.decodeSecureSession.bind(app);
  const opened = new LRUCache<string, { __ts: number } & Record<string, unknown>>({ max: 10_000 });
  app.decodeSecureSession = (cookie, log, sessionName) => {
    // One session per request, under secure-session's default name.
    if (cookie === undefined || (sessionName ?? 'session') !== 'session')
      return decode(cookie, log, sessionName);
    const known = opened.get(cookie);
    if (known === undefined) {
      const session = decode(cookie, log, sessionName);
      // A cookie sealed with the previous secret is sealed anew on this answer: not kept, so every
      // request carrying it until the browser has the new one gets the new one too.
      if (session && !session.changed)
        opened.set(cookie, deepFreeze({ ...session.data(), __ts: session.get('__ts') as number }));
      return session;
    }
    if ((known.__ts + SESSION_TTL_S) * 1000 - Date.now() <= 0) {
      opened.delete(cookie);
      return null;
    }
    return app.createSecureSession({ ...known });
  };
}

/** A JSON-like value made read-only all the way down (the values a sealed session holds). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
