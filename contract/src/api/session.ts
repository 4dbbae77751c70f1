import { z } from 'zod';
import { sessionSchema } from '../model/index.ts';
import { LIMITS } from '../model/limits.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';

export const loginBody = z.object({
  emailOrPhone: z.string().trim().min(1, 'Email or phone required').max(LIMITS.typed),
  password: z.string().min(1, 'Password is required').max(LIMITS.password),
  partner: z.boolean().default(false),
});

export const sessionApi = {
  getSession: endpoint({
    ...routes.session.getSession,
    summary: "Who is logged in (the legacy's ACCOUNTTYPE check ends a session it has ended)",
    access: 'public',
    response: sessionSchema,
    legacy: ['ACCOUNTTYPE'],
  }),
  login: endpoint({
    ...routes.session.login,
    summary: 'Log in with email or phone and password; issues a new session cookie',
    access: 'public',
    body: loginBody,
    response: sessionSchema,
    legacy: ['loginWeb.php'],
  }),
  logout: endpoint({
    ...routes.session.logout,
    summary: 'Log out: ends the legacy session and clears the session cookie',
    access: 'public',
    response: z.object({ loggedIn: z.literal(false) }),
    legacy: ['logout.php'],
  }),
};
