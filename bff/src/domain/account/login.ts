import { legacy, type Session, withAffiliateHint } from '@tix/contract';
import type { MemberType, SessionUser } from '../../http/session-user.ts';
import { refused } from '../../legacy/errors.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';

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
): Promise<SessionUser & { accountType: MemberType }> {
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
    const message = failure.success ? failure.data.errorText : LOGIN_FAILED;
    const affiliate = !partner && (await isAffiliateLogin(port, emailOrPhone, password));
    throw refused(legacy.LOGIN.key, affiliate ? withAffiliateHint(message) : message);
  }
  const { account_id, account_name, account_type } = ok.data.data;
  if (account_type === 'guest') throw refused(legacy.LOGIN.key, LOGIN_FAILED);
  return { accountType: account_type, accountId: String(account_id), accountName: account_name };
}

/**
 * Whether the same email or phone and password log in as an affiliate partner: the legacy only
 * knows an affiliate with the toggle on. Only someone holding the right password learns anything,
 * so it reveals no account. The probe's legacy login is ended at once; any failure means no hint.
 */
async function isAffiliateLogin(port: LegacyPort, emailOrPhone: string, password: string): Promise<boolean> {
  try {
    const answer = await port.legacy(legacy.LOGIN, {
      os: PLATFORM,
      posterUri: '',
      email: emailOrPhone,
      password,
      partner: 'yes',
    });
    const ok = legacy.loginSuccess.safeParse(answer);
    if (!ok.success) return false;
    await port.legacy(legacy.LOGOUT).catch(() => undefined);
    return ok.data.data.account_type === 'partner';
  } catch {
    return false;
  }
}

const DETAILS = {
  customer: legacy.CUSTOMERDETAILS,
  business: legacy.BUSINESSDETAILS,
  partner: legacy.PARTNERDETAILS,
} as const satisfies Record<MemberType, unknown>;

/** The profile of the logged-in account, as the legacy sends it. */
export const profileOf = (port: LegacyPort, accountType: MemberType) => port.legacy(DETAILS[accountType]);

/** The account's email (null when the legacy cannot say): a reset by email ends its sessions. */
export async function emailOf(port: LegacyPort, accountType: MemberType): Promise<string | null> {
  try {
    const profile = (await profileOf(port, accountType)) as { email?: unknown };
    return typeof profile.email === 'string' && profile.email.includes('@') ? profile.email : null;
  } catch {
    return null;
  }
}

export const sessionOf = (user: SessionUser | null): Session =>
  user ? { loggedIn: true, ...user } : { loggedIn: false };
