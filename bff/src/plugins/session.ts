import { createHash } from 'node:crypto';
import secureSession from '@fastify/secure-session';
import type { AccountType } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { CookieJar } from '../legacy/cookies.ts';

export interface SessionUser {
  accountType: AccountType;
  accountId: string;
  accountName: string;
}

declare module '@fastify/secure-session' {
  interface SessionData {
    user: SessionUser;
    /** The legacy's own cookies (PHPSESSID, ...): forwarded upstream, never sent to the browser. */
    legacy: CookieJar;
  }
}

export const sessionCookieName = (config: Config) => (config.secureCookies ? '__Host-session' : 'session');

/** The sealed session cookie (encrypted and authenticated; stateless across instances). */
export default fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  await app.register(secureSession, {
    key: createHash('sha256').update(config.sessionSecret).digest(),
    cookieName: sessionCookieName(config),
    expiry: 60 * 60 * 12,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
  });
});

export const sessionUser = (req: FastifyRequest): SessionUser | null => req.session.get('user') ?? null;
export const legacyJar = (req: FastifyRequest): CookieJar => req.session.get('legacy') ?? {};
