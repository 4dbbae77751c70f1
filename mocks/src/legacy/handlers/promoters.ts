import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { saDateTime } from '../clock.ts';
import type { Promoter, StandinData } from '../model.ts';
import { findPromoter, promoterBalanceCents, promoterRow } from '../model-promoters.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { randomHex } from '../random.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { idParam, listOrVal } from './rows.ts';

// The organiser's promoters (PROMOTERS, ADDPROMOTER, UPDATEPROMOTERDETAILS, and our
// PROMOTERACTIVATION and DELETEPROMOTER) and the organisations a promoter picks (MERCHANTS).

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function matches(p: Promoter, search: string): boolean {
  const haystack = `${p.firstName} ${p.lastName} ${p.email} ${p.phone}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const promotersOf = (data: StandinData, businessId: number | null, search = '') =>
  data.promoters
    .filter((p) => p.businessId === businessId && matches(p, search))
    .map((p) => promoterRow(data, p));

/** An email or phone another promoter already uses (val 2). */
const taken = (data: StandinData, email: string, phone: string, except?: Promoter) =>
  data.promoters.some((p) => p !== except && (same(p.email, email) || same(p.phone, phone)));

/** The legacy stores the voucher as rand text; the stand-in keeps cents. */
const voucherCents = (voucher: number | string) => Math.round(Number(voucher) * 100);

const ownPromoter = (data: StandinData, businessid: number | string, promoterid: number | string) => {
  const promoter = findPromoter(data, promoterid);
  return promoter && promoter.businessId === idParam(businessid) ? promoter : undefined;
};

const merchantRow = (b: StandinData['businesses'][number]) => ({
  id: String(b.id),
  business_name: b.name,
  email: b.email,
  cell_number: b.phone,
});

export const promoterHandlers: readonly RegisteredHandler[] = [
  handle(legacy.PROMOTERS_GETPROMOTERS, ({ accountid }, { data }) =>
    listOrVal(promotersOf(data, idParam(accountid))),
  ),

  handle(legacy.PROMOTERS_SEARCHPROMOTERS, ({ accountid, search }, { data }) =>
    listOrVal(promotersOf(data, idParam(accountid), search)),
  ),

  handle(legacy.ADDPROMOTER, (p, { data, now }) => {
    const businessId = idParam(p.accountid);
    if (businessId === null) return { val: 0, message: 'Not logged in' };
    if (taken(data, p.email, p.phone)) return { val: 2 };
    if (p.password !== p.confirmPassword) return { val: 0, message: 'Make sure your passwords match' };
    const id = data.promoters.reduce((max, row) => Math.max(max, row.id), 400) + 1;
    data.promoters.push({
      id,
      businessId,
      firstName: p.fname.trim(),
      lastName: p.lname.trim(),
      email: p.email.trim(),
      phone: p.phone.trim(),
      creditCents: voucherCents(p.voucher),
      active: true,
      passwordHash: hashPassword(p.password, randomHex(16)),
      registeredAt: saDateTime(now()),
    });
    return { val: 3 };
  }),

  handle(legacy.UPDATEPROMOTERDETAILS, (p, { data }) => {
    const promoter = ownPromoter(data, p.businessid, p.promoterid);
    if (!promoter) return { val: 3, error: 'This promoter is not one of yours.' };
    if (taken(data, p.email, p.phone, promoter)) return { val: 2 };
    promoter.firstName = p.fname.trim();
    promoter.lastName = p.lname.trim();
    promoter.email = p.email.trim();
    promoter.phone = p.phone.trim();
    promoter.creditCents = voucherCents(p.voucher);
    if (p.password) promoter.passwordHash = hashPassword(p.password, randomHex(16));
    return { val: 1, message: 'Profile updated' };
  }),

  handle(legacy.PROMOTERACTIVATION, (p, { data }) => {
    const promoter = ownPromoter(data, p.businessid, p.promoterid);
    if (!promoter) return { val: 0 };
    promoter.active = p.activation === '1';
    return { val: 1 };
  }),

  handle(legacy.DELETEPROMOTER, (p, { data }) => {
    const promoter = ownPromoter(data, p.businessid, p.promoterid);
    if (!promoter) return { val: 0 };
    data.promoters = data.promoters.filter((row) => row !== promoter);
    return { val: 1 };
  }),

  handle(legacy.MERCHANTS_GETMERCHANTS, (_p, { data }) => listOrVal(data.businesses.map(merchantRow))),

  handle(legacy.MERCHANTS_SEARCHMERCHANTS, ({ search }, { data }) =>
    listOrVal(
      data.businesses
        .filter((b) => b.name.toLowerCase().includes(search.trim().toLowerCase()))
        .map(merchantRow),
    ),
  ),

  handle(legacy.BOOSTERLOGIN, async (p, ctx) => {
    const businessId = idParam(p.businessid);
    const promoter = ctx.data.promoters.find(
      (row) => row.businessId === businessId && same(row.email, p.email),
    );
    if (!promoter || !(await verifyPassword(p.password, promoter.passwordHash))) return { val: 0 };
    const name = `${promoter.firstName} ${promoter.lastName}`.trim();
    ctx.startSession({ type: 'booster', id: promoter.id, name, businessId: promoter.businessId });
    return {
      val: 1,
      boosterid: String(promoter.id),
      boostername: name,
      boosteremail: promoter.email,
      boosterphone: promoter.phone,
      activation: promoter.active ? '1' : '0',
      balance: centsToLegacyRand(promoterBalanceCents(ctx.data, promoter)),
      credit: centsToLegacyRand(promoter.creditCents),
    };
  }),
];
