import { type api, legacy } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emailOf, logIn, sessionOf } from '../domain/account/login.ts';
import { loginAccountKey } from '../domain/account/login-key.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { PER_IP } from '../http/limits.ts';
import { clearSession, sessionUser, signIn, signOut } from '../http/session-user.ts';

/** The account a login attempt is about, whether its email or its phone was typed. */
const loginKey = async (req: FastifyRequest): Promise<string | null> => {
  const body = req.body as { emailOrPhone?: unknown } | undefined;
  return typeof body?.emailOrPhone === 'string' ? loginAccountKey(req, body.emailOrPhone) : null;
};

export const sessionRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.session> => ({
  getSession: async (req) => {
    const user = sessionUser(req);
    if (!user) return req.sessionEnded ? { loggedIn: false, ended: req.sessionEnded } : sessionOf(null);
    // ACCOUNTTYPE knows loginWeb.php's accounts only; a booster's session is checked by its calls.
    if (user.accountType === 'booster') return sessionOf(user);
    // The spec's session check: when the legacy says 'guest', the login has ended there.
    try {
      const { account_type } = await req.legacy(legacy.ACCOUNTTYPE);
      if (account_type === 'guest') {
        clearSession(req);
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
        signIn(req, user, await emailOf(req, user.accountType));
        return sessionOf(user);
      } catch (error) {
        clearSession(req);
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
    signOut(req);
    return { loggedIn: false } as const;
  },
});
