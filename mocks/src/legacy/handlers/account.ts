import * as legacy from '@tix/contract/legacy/index';
import { LEGACY_MESSAGES } from '../../flows/legacy-messages.ts';
import { verifyPassword } from '../passwords.ts';
import { memberOf } from '../sessions.ts';
import { accountName, findAccount, loginCandidates } from './accounts.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { deletionHandlers } from './deletion.ts';
import { profileHandlers } from './profile.ts';
import { recoveryHandlers } from './recovery.ts';
import { registrationHandlers } from './registration.ts';

const GUEST = 'guest' as const;

export const LOGIN_FAILED = LEGACY_MESSAGES.loginFailed;

export const accountHandlers: readonly RegisteredHandler[] = [
  handle(legacy.LOGIN, async ({ email, password, partner }, ctx) => {
    for (const candidate of loginCandidates(ctx.data, email, partner === 'yes')) {
      if (await verifyPassword(password, candidate.passwordHash)) {
        ctx.startSession(candidate.account);
        const { account } = candidate;
        return {
          status: 'success' as const,
          data: { account_id: String(account.id), account_name: account.name, account_type: account.type },
        };
      }
    }
    return { status: 'failed', errorText: LOGIN_FAILED };
  }),

  handle(legacy.LOGOUT, (_params, ctx) => {
    ctx.endSession();
    return { status: 'success', message: 'Logged out' };
  }),

  handle(legacy.ACCOUNTTYPE, (_params, { session }) => ({ account_type: memberOf(session)?.type ?? GUEST })),

  // Read from the account's record, so a profile edit shows at once (the session keeps its login copy).
  handle(legacy.ACCOUNT_DETAILS, (_params, { session, data }) => {
    const member = memberOf(session);
    if (!member) return { accountName: session?.account.name ?? '', accountType: GUEST };
    const record = findAccount(data, member.type, member.id);
    return { accountName: record ? accountName(record) : member.name, accountType: member.type };
  }),

  ...registrationHandlers,
  ...recoveryHandlers,
  ...profileHandlers,
  ...deletionHandlers,
];
