import { type api, legacy } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logIn, sessionOf } from '../domain/account/login.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { PER_IP } from '../http/limits.ts';
import { sessionUser } from '../plugins/session.ts';

/** The account a login attempt is about: the email or phone typed, case-folded. */
const loginKey = (req: FastifyRequest): string | null => {
  const body = req.body as { emailOrPhone?: unknown } | undefined;
  return typeof body?.emailOrPhone === 'string' ? body.emailOrPhone.trim().toLowerCase() || null : null;
};

export const sessionRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.session> => ({
  getSession: async (req) => {
    const user = sessionUser(req);
    if (!user) return sessionOf(null);
    // The spec's session check: when the legacy says 'guest', the login has ended there.
    try {
      const { account_type } = await req.legacy(legacy.ACCOUNTTYPE);
      if (account_type === 'guest') {
        req.session.delete();
        return sessionOf(null);
      }
    } catch (error) {
      req.log.warn({ err: error }, 'session check failed; keeping the session');
    }
    return sessionOf(user);
  },

  // Per address and per account: many guesses at one account from many addresses are refused too.
  login: {
    perIp: PER_IP,
    perAccount: { name: 'login', key: loginKey },
    handler: async (req) => {
      const { emailOrPhone, password, partner } = req.body;
      // A login always starts from a fresh session: nothing of a previous one is kept.
      req.session.regenerate();
      try {
        const user = await logIn(req, emailOrPhone, password, partner);
        req.session.set('user', user);
        return sessionOf(user);
      } catch (error) {
        req.session.delete();
        throw error;
      }
    },
  },

  logout: async (req) => {
    try {
      await req.legacy(legacy.LOGOUT);
    } catch (error) {
      // The spec: logout failures are only logged; the local session ends regardless.
      req.log.warn({ err: error }, 'legacy logout failed');
    }
    req.session.delete();
    return { loggedIn: false } as const;
  },
});
