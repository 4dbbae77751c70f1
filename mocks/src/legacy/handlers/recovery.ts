import { MIN_PASSWORD_LENGTH } from '@tix/contract/domain/constants';
import * as legacy from '@tix/contract/legacy/index';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { randomHex } from '../random.ts';
import type { MemberAccount as SessionAccount } from '../sessions.ts';
import { accountName, findAccount, loginCandidates } from './accounts.ts';
import { newCode, SUBJECTS, sendCode } from './codes.ts';
import { type HandlerContext, handle, type RegisteredHandler } from './define.ts';

export const RECOVERY_TEXT = {
  unknown: 'We could not find an account with that email or phone number',
  codeSent: 'We sent a one-time code to the email address of your account',
  noReset: 'Ask for a new code: this password reset has expired',
  wrongCode: 'The code you entered is incorrect',
  verified: 'Identity verified. Choose a new password.',
  notVerified: 'Verify your identity with the code first',
  weak: 'Password must be at least 8 characters long.',
  mismatch: 'Make sure both your passwords match',
  saved: 'Your new password has been saved',
  wrongCurrent: 'Your current password is incorrect',
  changed: 'Your password has been updated',
  loggedOut: 'Your session has ended. Please log in again.',
} as const;

const isYes = (flag: unknown) => ['1', 'yes', 'true'].includes(String(flag).toLowerCase());

/** The account a recovery names: partners when the affiliate flag is on, else customers and organisers. */
function recoveryAccount(ctx: HandlerContext, login: string, affiliate: unknown): SessionAccount | undefined {
  return loginCandidates(ctx.data, login, isYes(affiliate))[0]?.account;
}

function resetFor(ctx: HandlerContext, login: string, affiliate: unknown) {
  const account = recoveryAccount(ctx, login, affiliate);
  return account
    ? ctx.data.passwordResets.find((r) => r.accountType === account.type && r.accountId === account.id)
    : undefined;
}

export const recoveryHandlers: readonly RegisteredHandler[] = [
  handle(legacy.RECOVERPASSWORD, ({ email, isAffiliate }, ctx) => {
    const account = recoveryAccount(ctx, email, isAffiliate);
    const record = account && findAccount(ctx.data, account.type, account.id);
    if (!account || !record) return { status: 'failed', message: RECOVERY_TEXT.unknown };
    const code = newCode();
    ctx.data.passwordResets = ctx.data.passwordResets.filter(
      (r) => !(r.accountType === account.type && r.accountId === account.id),
    );
    ctx.data.passwordResets.push({ accountType: account.type, accountId: account.id, code, verified: false });
    sendCode(ctx, record.email, SUBJECTS.reset, code);
    return {
      status: 'success',
      account_type: account.type,
      message: RECOVERY_TEXT.codeSent,
      isAffiliate: isYes(isAffiliate) ? 'yes' : 'no',
      account_name: accountName(record),
    };
  }),

  handle(legacy.VERIFY_OTP_TO_RESET_PASSWORD, ({ email, isAffiliate, otp }, ctx) => {
    const reset = resetFor(ctx, email, isAffiliate);
    if (!reset) return { status: 'failed', message: RECOVERY_TEXT.noReset };
    if (reset.code !== otp.trim()) return { status: 'failed', message: RECOVERY_TEXT.wrongCode };
    reset.verified = true;
    return { status: 'success', message: RECOVERY_TEXT.verified };
  }),

  handle(legacy.SAVE_NEW_PASSWORD, ({ email, isAffiliate, pass1, pass2 }, ctx) => {
    const reset = resetFor(ctx, email, isAffiliate);
    if (!reset) return { status: 'failed', message: RECOVERY_TEXT.noReset };
    if (!reset.verified) return { status: 'failed', message: RECOVERY_TEXT.notVerified };
    if (pass1.length < MIN_PASSWORD_LENGTH) return { status: 'failed', message: RECOVERY_TEXT.weak };
    if (pass1 !== pass2) return { status: 'failed', message: RECOVERY_TEXT.mismatch };
    const record = findAccount(ctx.data, reset.accountType, reset.accountId);
    if (!record) return { status: 'failed', message: RECOVERY_TEXT.noReset };
    record.passwordHash = hashPassword(pass1, randomHex(16));
    ctx.data.passwordResets = ctx.data.passwordResets.filter((r) => r !== reset);
    return { status: 'success', message: RECOVERY_TEXT.saved, is_new_password_saved: true };
  }),

  handle(legacy.CHANGEPASSWORD, async ({ newpassword, currentpass, accountid, subquery }, ctx) => {
    const account = ctx.session?.account;
    // The legacy trusts its own session, not the posted id: both must name the same account.
    if (!account || account.type !== subquery || String(account.id) !== String(accountid))
      return { status: 'failed', message: RECOVERY_TEXT.loggedOut };
    const record = findAccount(ctx.data, account.type, account.id);
    if (!record || !(await verifyPassword(currentpass, record.passwordHash)))
      return { status: 'failed', message: RECOVERY_TEXT.wrongCurrent };
    if (newpassword.length < MIN_PASSWORD_LENGTH) return { status: 'failed', message: RECOVERY_TEXT.weak };
    record.passwordHash = hashPassword(newpassword, randomHex(16));
    return { status: 'success', message: RECOVERY_TEXT.changed };
  }),
];
