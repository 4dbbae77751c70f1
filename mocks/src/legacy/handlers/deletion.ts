import * as legacy from '@tix/contract/legacy/index';
import type { StandinData } from '../model.ts';
import type { DeletionRequest } from '../model-accounts.ts';
import { verifyPassword } from '../passwords.ts';
import { findAccount, loginCandidates } from './accounts.ts';
import { newCode, SUBJECTS, sendCode } from './codes.ts';
import { handle, type RegisteredHandler } from './define.ts';

export const DELETION_TEXT = {
  refused: 'The email or password you entered is incorrect',
  codeSent: 'We sent a confirmation code to your email address',
  noRequest: 'There is no deletion request for this email. Please start again.',
  wrongCode: 'The confirmation code is incorrect',
  deleted: 'Your account has been deleted',
} as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function removeAccount(data: StandinData, request: DeletionRequest): void {
  const { accountType: type, accountId: id } = request;
  if (type === 'customer') {
    data.customers = data.customers.filter((c) => c.id !== id);
    data.favourites = data.favourites.filter((f) => f.customerId !== id);
  } else if (type === 'business') data.businesses = data.businesses.filter((b) => b.id !== id);
  else data.partners = data.partners.filter((p) => p.id !== id);
  data.profileExtras = data.profileExtras.filter((e) => !(e.accountType === type && e.accountId === id));
  data.deletionRequests = data.deletionRequests.filter((r) => r !== request);
}

export const deletionHandlers: readonly RegisteredHandler[] = [
  // code 401 refuses (the screen shows the message); 200 opens the code step.
  handle(legacy.REQUEST_ACCOUNT_DELETION, async ({ email, reason, password }, ctx) => {
    const own = ctx.session?.account;
    const candidates = loginCandidates(ctx.data, email, own?.type === 'partner').filter(
      (c) => !own || (c.account.type === own.type && c.account.id === own.id),
    );
    for (const candidate of candidates) {
      if (!(await verifyPassword(password, candidate.passwordHash))) continue;
      const { type, id } = candidate.account;
      const record = findAccount(ctx.data, type, id);
      if (!record) break;
      const code = newCode();
      ctx.data.deletionRequests = ctx.data.deletionRequests.filter((r) => !same(r.email, record.email));
      ctx.data.deletionRequests.push({ accountType: type, accountId: id, email: record.email, reason, code });
      sendCode(ctx, record.email, SUBJECTS.deletion, code);
      return { code: 200, status: 'success', message: DELETION_TEXT.codeSent };
    }
    return { code: 401, status: 'failed', message: DELETION_TEXT.refused };
  }),

  handle(legacy.REQUEST_ACCOUNT_DELETION_CONFIRM_CODE, ({ code, email }, ctx) => {
    const request = ctx.data.deletionRequests.find((r) => same(r.email, email));
    if (!request) return { code: 404, message: DELETION_TEXT.noRequest };
    if (request.code !== code.trim()) return { code: 400, message: DELETION_TEXT.wrongCode };
    removeAccount(ctx.data, request);
    ctx.endSession();
    return { code: 200, message: DELETION_TEXT.deleted };
  }),
];
