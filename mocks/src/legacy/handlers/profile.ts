import * as legacy from '@tix/contract/legacy/index';
import { saDateTime } from '../clock.ts';
import type { AccountKind, StandinData } from '../model.ts';
import { emptyProfileExtra } from '../model-accounts.ts';
import { memberOf } from '../sessions.ts';
import { accountName, emailTaken, findAccount } from './accounts.ts';
import { type HandlerContext, handle, type RegisteredHandler } from './define.ts';
import { eventRow, idParam, listOrVal } from './rows.ts';

export const PROFILE_TEXT = {
  notLoggedIn: 'Your session has ended. Please log in again.',
  emailTaken: 'Another account already uses this email address',
  updated: 'Your details have been updated',
  feedback: 'Thank you for your feedback',
} as const;

function extraOf(data: StandinData, type: AccountKind, id: number) {
  let extra = data.profileExtras.find((e) => e.accountType === type && e.accountId === id);
  if (!extra) {
    extra = emptyProfileExtra(type, id);
    data.profileExtras.push(extra);
  }
  return extra;
}

/** The account a details call names: the posted id when given, else the session's own. */
function who(ctx: HandlerContext, type: AccountKind, id: number | string | undefined) {
  const given = idParam(id);
  const own = ctx.session?.account.type === type ? ctx.session.account.id : null;
  const accountId = given ?? own;
  return accountId === null ? undefined : findAccount(ctx.data, type, accountId);
}

/**
 * A details row as the legacy's profile screens read it, bank details of the account included.
 * CUSTOMERDETAILS is answered with it by the checkout handlers (handlers/checkout.ts).
 */
export function profileRow(ctx: HandlerContext, type: AccountKind, id: number | string | undefined) {
  const record = who(ctx, type, id);
  if (!record) return {};
  const extra = extraOf(ctx.data, type, record.id);
  const bank = ctx.data.bankDetails.find((b) => b.ownerType === type && b.ownerId === record.id);
  const nameField =
    type === 'customer' ? 'customername' : type === 'business' ? 'businessname' : 'partnername';
  return {
    [nameField]: accountName(record),
    email: record.email,
    phone: record.phone,
    dtregistered: record.registeredAt,
    updated_at: extra.updatedAt,
    facebook: extra.facebook,
    twitter: extra.twitter,
    instagram: extra.instagram,
    linkedin: extra.linkedin,
    tiktok: extra.tiktok,
    address: 'address' in record ? record.address : '',
    bankname: bank?.bankName ?? '',
    branchcode: bank?.branchCode ?? '',
    account: bank?.accountHolder ?? '',
    accountnumber: bank?.accountNumber ?? '',
    accountType: bank?.accountType ?? '',
    id: String(record.id),
  };
}

export const profileHandlers: readonly RegisteredHandler[] = [
  handle(legacy.BUSINESSDETAILS, ({ accountid }, ctx) => profileRow(ctx, 'business', accountid)),

  handle(legacy.PARTNERDETAILS, ({ accountid, partnerid }, ctx) => {
    const row = profileRow(ctx, 'partner', partnerid ?? accountid);
    const partner = 'id' in row ? ctx.data.partners.find((p) => String(p.id) === row.id) : undefined;
    return partner ? { ...row, partnerid: String(partner.id), affiliateid: partner.affiliateId } : row;
  }),

  handle(legacy.EDITACCOUNTDETAILS, (p, ctx) => {
    const account = memberOf(ctx.session);
    const record = account && findAccount(ctx.data, account.type, account.id);
    if (!account || !record) return { status: 'failed', message: PROFILE_TEXT.notLoggedIn };
    if (emailTaken(ctx.data, p.email, account.type === 'partner', record))
      return { status: 'failed', message: PROFILE_TEXT.emailTaken };
    if ('firstName' in record) {
      const [first = '', ...rest] = p.accountname.trim().split(/\s+/);
      record.firstName = first;
      record.lastName = rest.join(' ');
    } else record.name = p.accountname.trim();
    record.email = p.email.trim();
    record.phone = p.phone.trim();
    if ('address' in record && p.address !== undefined) record.address = p.address;
    const extra = extraOf(ctx.data, account.type, account.id);
    for (const key of ['facebook', 'twitter', 'instagram', 'linkedin', 'tiktok'] as const) {
      const value = p[key];
      if (value !== undefined) extra[key] = value;
    }
    extra.updatedAt = saDateTime(ctx.now());
    return { status: 'success', message: PROFILE_TEXT.updated };
  }),

  handle(legacy.FEEDBACK, (p, ctx) => {
    const account = memberOf(ctx.session);
    ctx.data.feedback.push({
      accountType: p.accounttype ?? account?.type ?? 'guest',
      accountId: idParam(p.accountid) ?? account?.id ?? null,
      feedback: p.feedback,
      context: p.context ?? '',
      query: p.query ?? '',
      at: saDateTime(ctx.now()),
    });
    return { status: 'success', message: PROFILE_TEXT.feedback };
  }),

  handle(legacy.LIKES_GETLIKES, ({ customerid }, { data }) => {
    const id = idParam(customerid);
    const liked = data.favourites.filter((f) => f.customerId === id).map((f) => f.eventId);
    const events = data.events.filter((e) => liked.includes(e.id));
    return listOrVal(events.map((e) => eventRow(e, data)));
  }),
];
