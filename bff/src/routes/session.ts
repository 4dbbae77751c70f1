import { api, legacy, type Session } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refused } from '../legacy/errors.ts';
import { sessionUser } from '../plugins/session.ts';
import { perIp, withAccountLimit } from './account-limits.ts';
import { registerEndpoint } from './register.ts';

/** The account a login attempt is about: the email or phone typed, case-folded. */
const loginKey = (req: FastifyRequest): string | null => {
  const body = req.body as { emailOrPhone?: unknown } | undefined;
  return typeof body?.emailOrPhone === 'string' ? body.emailOrPhone.trim().toLowerCase() || null : null;
};

const { session } = api;
const GUEST = { loggedIn: false } as const;

function current(req: FastifyRequest): Session {
  const user = sessionUser(req);
  return user ? { loggedIn: true, ...user } : GUEST;
}

export default async function sessionRoutes(app: FastifyInstance) {
  registerEndpoint(app, session.getSession, async (req) => {
    const user = sessionUser(req);
    if (!user) return GUEST;
    // The spec's session check: when the legacy says 'guest', the login has ended there.
    try {
      const { account_type } = await req.legacy(legacy.ACCOUNTTYPE);
      if (account_type === 'guest') {
        req.session.delete();
        return GUEST;
      }
    } catch (error) {
      req.log.warn({ err: error }, 'session check failed; keeping the session');
    }
    return current(req);
  });

  // Per address (route config) and per account: many guesses at one account from many addresses
  // are refused too.
  await withAccountLimit(app, 'login', loginKey, (scope) =>
    registerEndpoint(
      scope,
      session.login,
      async (req) => {
        const { emailOrPhone, password, partner } = req.body;
        // A login always starts from a fresh session: nothing of a previous one is kept.
        req.session.regenerate();
        const answer = await req.legacy(legacy.LOGIN, {
          os: 'web',
          posterUri: '',
          email: emailOrPhone,
          password,
          partner: partner ? 'yes' : 'no',
        });
        const ok = legacy.loginSuccess.safeParse(answer);
        if (!ok.success) {
          req.session.delete();
          const failure = legacy.loginFailure.safeParse(answer);
          throw refused(legacy.LOGIN.key, failure.success ? failure.data.errorText : 'Login failed.');
        }
        const { account_id, account_name, account_type } = ok.data.data;
        if (account_type === 'guest') throw refused(legacy.LOGIN.key, 'Login failed.');
        req.session.set('user', {
          accountType: account_type,
          accountId: String(account_id),
          accountName: account_name,
        });
        return current(req);
      },
      perIp,
    ),
  );

  registerEndpoint(app, session.logout, async (req) => {
    try {
      await req.legacy(legacy.LOGOUT);
    } catch (error) {
      // The spec: logout failures are only logged; the local session ends regardless.
      req.log.warn({ err: error }, 'legacy logout failed');
    }
    req.session.delete();
    return GUEST;
  });
}
