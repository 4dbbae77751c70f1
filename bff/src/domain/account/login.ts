import { legacy, type Session } from '@tix/contract';
import { refused } from '../../legacy/errors.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';
import type { SessionUser } from '../../plugins/session.ts';

export const PLATFORM = 'web';
const LOGIN_FAILED = 'Login failed.';

/**
 * loginWeb.php: the account behind an email or phone and password, or a 422 with the legacy's own
 * words. The caller starts a fresh session first and stores the user it returns.
 */
export async function logIn(
  port: LegacyPort,
  emailOrPhone: string,
  password: string,
  partner: boolean,
): Promise<SessionUser> {
  const answer = await port.legacy(legacy.LOGIN, {
    os: PLATFORM,
    posterUri: '',
    email: emailOrPhone,
    password,
    partner: partner ? 'yes' : 'no',
  });
  const ok = legacy.loginSuccess.safeParse(answer);
  if (!ok.success) {
    const failure = legacy.loginFailure.safeParse(answer);
    throw refused(legacy.LOGIN.key, failure.success ? failure.data.errorText : LOGIN_FAILED);
  }
  const { account_id, account_name, account_type } = ok.data.data;
  if (account_type === 'guest') throw refused(legacy.LOGIN.key, LOGIN_FAILED);
  return { accountType: account_type, accountId: String(account_id), accountName: account_name };
}

export const sessionOf = (user: SessionUser | null): Session =>
  user ? { loggedIn: true, ...user } : { loggedIn: false };
