import * as legacy from '@tix/contract/legacy/index';
import { LEGACY_MESSAGES } from '../../flows/legacy-messages.ts';
import { saDateTime } from '../clock.ts';
import { verifyPassword } from '../passwords.ts';
import { memberOf, type MemberAccount as SessionAccount } from '../sessions.ts';
import { type HandlerContext, handle, type RegisteredHandler } from './define.ts';

// Bank details of the logged-in account, saved only after a recent password check.

export const BANK_MESSAGES = {
  notLoggedIn: 'Your session has expired. Please log in again.',
  none: 'No banking details found. Add your bank details to receive refunds and payouts.',
  saved: LEGACY_MESSAGES.bankDetailsSaved,
  allFields: 'All fields are required',
  verifyFirst: 'Please verify your identity before saving bank details.',
  verified: 'Identity verified.',
  wrongPassword: LEGACY_MESSAGES.wrongPassword,
} as const;

/** No loginWeb.php account (a booster's session): matches no record. */
const missing: SessionAccount = { type: 'customer', id: -1, name: '' };

/** A password check lets the same session save within this long. */
const VERIFIED_FOR_MS = 10 * 60 * 1000;
const verifiedAt = new Map<string, number>();

const recordOf = (ctx: HandlerContext, account: SessionAccount) =>
  ctx.data.bankDetails.find((b) => b.ownerType === account.type && b.ownerId === account.id);

function passwordHashOf(ctx: HandlerContext, account: SessionAccount): string | null {
  const { data } = ctx;
  const list = { customer: data.customers, business: data.businesses, partner: data.partners }[account.type];
  return list.find((p) => p.id === account.id)?.passwordHash ?? null;
}

export const bankHandlers: readonly RegisteredHandler[] = [
  handle(legacy.RETRIEVEBANKDETAILS, (_params, ctx) => {
    const account = memberOf(ctx.session);
    if (!account) return { status: 'failed', message: BANK_MESSAGES.notLoggedIn };
    const found = recordOf(ctx, account);
    if (!found) return { status: 'failed', message: BANK_MESSAGES.none };
    return {
      status: 'success',
      bank_label: found.bankName,
      bank_name_edit: found.bankName,
      branch_code: found.branchCode,
      account_number: found.accountNumber,
      account_number_edit: found.accountNumber,
      account_holder: found.accountHolder,
      account_name: found.accountHolder,
      account_type: found.accountType,
      account_type_edit: found.accountType,
      created_at: found.createdAt ?? null,
      logged_account_type: account.type,
    };
  }),

  handle(legacy.VERIFYIDENTITY, async ({ password }, ctx) => {
    const session = ctx.session;
    if (!session) return { status: 'failed', message: BANK_MESSAGES.notLoggedIn };
    const hash = passwordHashOf(ctx, memberOf(session) ?? missing);
    if (!hash || !(await verifyPassword(password, hash))) {
      return { status: 'failed', message: BANK_MESSAGES.wrongPassword };
    }
    verifiedAt.set(session.id, ctx.now().getTime());
    return { status: 'success', message: BANK_MESSAGES.verified };
  }),

  handle(legacy.SAVEBANKDETAILS, (params, ctx) => {
    const session = ctx.session;
    if (!session) return { status: 'failed', message: BANK_MESSAGES.notLoggedIn, error: 1 as const };
    const checked = verifiedAt.get(session.id);
    if (checked === undefined || ctx.now().getTime() - checked > VERIFIED_FOR_MS) {
      return { status: 'failed', message: BANK_MESSAGES.verifyFirst, error: 1 as const };
    }
    const bankName =
      params.bank_name.trim().toLowerCase() === 'other' ? (params.custom_bank_name ?? '') : params.bank_name;
    const fields = [
      params.account_holder,
      params.account_number,
      params.bank_account_type,
      params.branch_code,
      bankName,
    ];
    if (fields.some((f) => f.trim() === ''))
      return { status: 'failed', message: BANK_MESSAGES.allFields, error: 1 as const };
    const record = recordOf(ctx, memberOf(session) ?? missing);
    const next = {
      bankName: bankName.trim(),
      branchCode: params.branch_code.trim(),
      accountHolder: params.account_holder.trim(),
      accountNumber: params.account_number.trim(),
      accountType: params.bank_account_type.trim(),
    };
    if (record) Object.assign(record, next);
    else {
      const { type, id } = memberOf(session) ?? missing;
      ctx.data.bankDetails.push({ ownerType: type, ownerId: id, ...next, createdAt: saDateTime(ctx.now()) });
    }
    return { status: 'success', message: BANK_MESSAGES.saved, error: 0 as const };
  }),
];
