import { legacy, normaliseBoosterSession, normaliseMerchants } from '@tix/contract';
import { answerCheck } from '../legacy/answer-check.ts';
import type { Account, AccountRole, CheckOptions } from './check.ts';
import type { Known, Role } from './probes.ts';
import type { CheckLine } from './report.ts';
import type { Secrets } from './secrets.ts';
import { type Answer, LegacySession } from './session.ts';

// The check's logins, sent as the BFF sends them: loginWeb.php for a customer, an organiser and an
// affiliate partner (bff/src/domain/account/login.ts), and BOOSTERLOGIN for a promoter under an
// organisation picked from MERCHANTS (bff/src/routes/booster.ts).

export interface PromoterAccount extends Account {
  /** The organisation the promoter sells for: its id or name as MERCHANTS lists it. */
  readonly organisation?: string | undefined;
}

export interface LoginState {
  readonly known: Known;
  readonly sessions: Partial<Record<Role, LegacySession>>;
  /** Why a role has no session. */
  readonly why: Partial<Record<Role, string>>;
  readonly push: (line: CheckLine) => void;
}

const failed = (answer: Answer): string | null =>
  answer.kind === 'missing' || answer.kind === 'error'
    ? answer.reason
    : answer.kind === 'empty'
      ? 'empty answer'
      : null;

export async function logInMembers(
  options: CheckOptions,
  secrets: Secrets,
  state: LoginState,
): Promise<void> {
  for (const role of ['customer', 'business', 'partner'] as const satisfies readonly AccountRole[]) {
    const account = options.accounts[role];
    const key = `${legacy.LOGIN.key} (${role})`;
    if (!account) {
      state.why[role] = `no ${role} test account given`;
      state.push({ key, role, status: 'skipped', reason: state.why[role] });
      continue;
    }
    const session = new LegacySession(options, secrets);
    const answer = await session.call(legacy.LOGIN, {
      os: 'web',
      posterUri: '',
      email: account.login,
      password: account.password,
      partner: role === 'partner' ? 'yes' : 'no',
    });
    state.why[role] = `the ${role} login failed`;
    const problem = failed(answer);
    if (problem !== null || answer.kind !== 'json') {
      state.push({
        key,
        role,
        status: answer.kind === 'missing' ? 'missing' : 'error',
        reason: problem ?? '',
      });
      continue;
    }
    const ok = legacy.loginSuccess.safeParse(answer.value);
    if (!ok.success) {
      const shaped = answerCheck(legacy.LOGIN.response)(answer.value).success;
      state.push({
        key,
        role,
        status: 'error',
        reason: shaped ? 'login refused (check the login and password)' : 'an answer the BFF refuses',
        contentType: answer.contentType,
      });
      continue;
    }
    const { account_id, account_type } = ok.data.data;
    if (account_type !== role) {
      state.push({
        key,
        role,
        status: 'error',
        reason: `logged in as a ${account_type} account, not ${role}`,
      });
      continue;
    }
    delete state.why[role];
    state.known.accounts[role] = String(account_id);
    session.identity = { accountType: role, accountId: String(account_id) };
    state.sessions[role] = session;
    state.push({
      key,
      role,
      status: 'ok',
      contentType: answer.contentType,
      ...(answer.notice ? { notice: answer.notice } : {}),
    });
  }
}

/**
 * The promoter's login. The organisation is the one given, or else the organiser test account's
 * (a promoter sells for an organiser); the BFF sends the organisation's id, name, phone and email
 * as MERCHANTS lists them.
 */
export async function logInPromoter(
  options: CheckOptions,
  secrets: Secrets,
  state: LoginState,
): Promise<void> {
  const key = `${legacy.BOOSTERLOGIN.key} (promoter)`;
  const account = options.promoter;
  const skip = (reason: string, status: CheckLine['status'] = 'skipped') => {
    state.why.promoter = status === 'skipped' ? reason : 'the promoter login failed';
    state.push({ key, role: 'promoter', status, reason });
  };
  if (!account) return skip('no promoter test account given');
  const wanted = account.organisation ?? state.known.accounts.business;
  if (!wanted)
    return skip('no organisation for the promoter (--promoter-organisation, or an organiser login)');
  const session = new LegacySession(options, secrets);
  const list = await session.call(legacy.MERCHANTS_GETMERCHANTS, {}, true);
  const merchants =
    list.kind === 'json' && answerCheck(legacy.MERCHANTS_GETMERCHANTS.response)(list.value).success
      ? normaliseMerchants(list.value as Parameters<typeof normaliseMerchants>[0])
      : [];
  const lower = wanted.trim().toLowerCase();
  const merchant = merchants.find((m) => m.id === wanted || m.name.trim().toLowerCase() === lower);
  if (!merchant) return skip('MERCHANTS does not list the promoter organisation', 'error');
  const answer = await session.call(legacy.BOOSTERLOGIN, {
    os: 'web',
    businessid: merchant.id,
    businessname: merchant.name,
    businessphone: merchant.phone ?? '',
    businessemail: merchant.email ?? '',
    email: account.login,
    password: account.password,
  });
  const problem = failed(answer);
  if (problem !== null || answer.kind !== 'json')
    return skip(problem ?? '', answer.kind === 'missing' ? 'missing' : 'error');
  if (!answerCheck(legacy.BOOSTERLOGIN.response)(answer.value).success)
    return skip('an answer the BFF refuses', 'drift');
  const found = normaliseBoosterSession(answer.value as Parameters<typeof normaliseBoosterSession>[0]);
  if (!found) return skip('login refused (check the login, password and organisation)', 'error');
  session.identity = { accountType: 'booster', accountId: found.boosterId, businessId: merchant.id };
  state.known.accounts.promoter = found.boosterId;
  state.sessions.promoter = session;
  state.push({
    key,
    role: 'promoter',
    status: 'ok',
    contentType: answer.contentType,
    ...(answer.notice ? { notice: answer.notice } : {}),
  });
}
