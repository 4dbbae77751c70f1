import { api } from '@tix/contract/api/index';
import { withAffiliateHint } from '@tix/contract/forms/account';
import { LEGACY_MESSAGES } from '../../flows/legacy-messages.ts';
import { demoAccounts, guestSession } from '../fixtures/accounts.ts';
import { answer, problem } from '../respond.ts';
import { getMockSession, setMockSession } from '../state.ts';

export const session = {
  getSession: answer(api.session.getSession, () => getMockSession()),
  login: answer(api.session.login, ({ body }) => {
    const who = body.emailOrPhone.toLowerCase();
    const account = demoAccounts.find(
      (a) =>
        (a.email === who || a.phone === who) && a.password === body.password && a.partner === body.partner,
    );
    if (!account) {
      // As the BFF: the same email or phone and password as an affiliate's, without the toggle.
      const affiliate = demoAccounts.find(
        (a) => (a.email === who || a.phone === who) && a.password === body.password && a.partner,
      );
      const refusal = LEGACY_MESSAGES.loginFailed;
      return problem(422, 'Login failed', affiliate && !body.partner ? withAffiliateHint(refusal) : refusal);
    }
    setMockSession(account.session);
    return account.session;
  }),
  logout: answer(api.session.logout, () => {
    setMockSession(guestSession);
    return { loggedIn: false as const };
  }),
};
