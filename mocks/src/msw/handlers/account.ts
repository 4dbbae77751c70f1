import { api } from '@tix/contract/api/index';
import type { AccountType } from '@tix/contract/domain/constants';
import type { Session } from '@tix/contract/model/session';
import type { HttpHandler } from 'msw';
import { LEGACY_MESSAGES } from '../../flows/legacy-messages.ts';
import { likedEventIds, MOCK_CODE, profiles } from '../fixtures/account-profile.ts';
import { DEMO_PASSWORD } from '../fixtures/accounts.ts';
import { events } from '../fixtures/events.ts';
import { answer, problem } from '../respond.ts';
import { accountState, getMockSession, setMockSession } from '../state.ts';

type LoggedIn = Extract<Session, { loggedIn: true }>;

/** The logged-in account of these screens; a booster has none of them (the BFF answers 403). */
const me = (): (LoggedIn & { accountType: Exclude<LoggedIn['accountType'], 'booster'> }) | null => {
  const s = getMockSession();
  return s.loggedIn && s.accountType !== 'booster' ? { ...s, accountType: s.accountType } : null;
};
const guest = () => problem(401, 'Not logged in', 'Please log in to continue.');
const wrongCode = (detail: string) => problem(422, 'Request refused', detail);
const CODE_SENT = 'We sent a verification code to your email address';

function started(email: string, accountType: AccountType, name: string) {
  accountState().pending = { email, accountType, name };
  return { email, accountType, message: CODE_SENT };
}

export const account = {
  registerCustomer: answer(api.account.registerCustomer, ({ body }) =>
    started(body.email, 'customer', `${body.firstName} ${body.surname}`),
  ),
  registerOrganiser: answer(api.account.registerOrganiser, ({ body }) =>
    started(body.email, 'business', body.businessName),
  ),
  registerAffiliate: answer(api.account.registerAffiliate, ({ body }) =>
    started(body.email, 'partner', body.name),
  ),
  registerPartner: answer(api.account.registerPartner, ({ body }) =>
    started(body.email, 'partner', body.name),
  ),
  resendVerificationCode: answer(api.account.resendVerificationCode, () =>
    accountState().pending
      ? { message: 'We sent you a new verification code' }
      : wrongCode('Please register again.'),
  ),
  completeRegistration: answer(api.account.completeRegistration, ({ body }) => {
    const { pending } = accountState();
    if (!pending) return problem(409, 'Nothing pending', 'Please register again.');
    if (body.code !== MOCK_CODE) return wrongCode(LEGACY_MESSAGES.wrongVerificationCode);
    const session: LoggedIn = {
      loggedIn: true,
      accountType: pending.accountType,
      accountId: '900',
      accountName: pending.name,
    };
    accountState().pending = null;
    setMockSession(session);
    return session;
  }),
  startPasswordRecovery: answer(api.account.startPasswordRecovery, ({ body }) => {
    const found = Object.values(profiles).find(
      (p) =>
        (p.email === body.emailOrPhone || p.phone === body.emailOrPhone) &&
        (p.accountType === 'partner') === body.affiliate,
    );
    if (!found) return wrongCode('We could not find an account with that email or phone number');
    accountState().reset = { verified: false };
    return {
      accountType: found.accountType,
      accountName: found.name,
      affiliate: body.affiliate,
      message: 'We sent a one-time code to the email address of your account',
    };
  }),
  verifyResetCode: answer(api.account.verifyResetCode, ({ body }) => {
    const { reset } = accountState();
    if (!reset)
      return problem(409, 'Nothing pending', 'This password reset has expired. Please ask for a new code.');
    if (body.code !== MOCK_CODE) return wrongCode('The code you entered is incorrect');
    reset.verified = true;
    return { message: 'Identity verified. Choose a new password.' };
  }),
  saveNewPassword: answer(api.account.saveNewPassword, () => {
    if (!accountState().reset?.verified)
      return problem(409, 'Nothing pending', 'Verify your identity with the code first.');
    accountState().reset = null;
    return { message: 'Your new password has been saved' };
  }),
  changePassword: answer(api.account.changePassword, ({ body }) => {
    if (!me()) return guest();
    if (body.currentPassword !== DEMO_PASSWORD) return wrongCode('Your current password is incorrect');
    return { message: 'Your password has been updated' };
  }),
  getProfile: answer(api.account.getProfile, () => {
    const who = me();
    return who ? { ...profiles[who.accountType], ...accountState().edits[who.accountType] } : guest();
  }),
  updateProfile: answer(api.account.updateProfile, ({ body }) => {
    const who = me();
    if (!who) return guest();
    const { name, email, phone, address, ...socials } = body;
    const customer = who.accountType === 'customer';
    accountState().edits[who.accountType] = {
      name,
      email,
      phone,
      ...(customer ? {} : { socials: { ...profiles[who.accountType].socials, ...socials } }),
      ...(who.accountType === 'business' ? { address } : {}),
    };
    return { message: 'Your details have been updated' };
  }),
  sendFeedback: answer(api.account.sendFeedback, () =>
    me() ? { message: 'Thank you for your feedback' } : guest(),
  ),
  listLikes: answer(api.account.listLikes, () => {
    if (me()?.accountType !== 'customer') return guest();
    return events.filter((e) => likedEventIds.includes(e.id));
  }),
  requestAccountDeletion: answer(api.account.requestAccountDeletion, ({ body }) => {
    if (!me()) return guest();
    if (body.password !== DEMO_PASSWORD) return wrongCode('The email or password you entered is incorrect');
    return { message: 'We sent a confirmation code to your email address' };
  }),
  confirmAccountDeletion: answer(api.account.confirmAccountDeletion, ({ body }) => {
    if (body.code !== MOCK_CODE) return wrongCode('The confirmation code is incorrect');
    setMockSession({ loggedIn: false });
    return { message: 'Your account has been deleted' };
  }),
} satisfies Record<keyof typeof api.account, HttpHandler>;
