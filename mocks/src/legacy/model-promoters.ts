import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import type { Promoter, StandinData } from './model.ts';
import { randomInt } from './random.ts';

// Promoters' (boosters') money: the organiser gives a credit; each sale at the door comes out of
// it, so the balance is the credit less what the promoter has sold.

export const findPromoter = (data: StandinData, id: number | string | undefined): Promoter | undefined =>
  data.promoters.find((p) => String(p.id) === String(id ?? '').trim());

/** What the promoter has sold at the door, in cents (paid sales only). */
export const soldByPromoter = (data: StandinData, promoterId: number): number =>
  data.purchases
    .filter((p) => p.method === 'booster' && p.boosterId === promoterId && p.status === 'paid')
    .reduce((sum, p) => sum + p.totalCents, 0);

/** The credit left to sell from (REALTIMEBALANCE's balance). */
export const promoterBalanceCents = (data: StandinData, promoter: Promoter): number =>
  Math.max(0, promoter.creditCents - soldByPromoter(data, promoter.id));

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A new 7-letter ticket number no purchase has yet. */
export function newTicketNumber(data: StandinData): string {
  for (;;) {
    const candidate = Array.from({ length: 7 }, () => LETTERS[randomInt(0, 26)]).join('');
    if (!data.purchases.some((p) => p.ticketNumber === candidate)) return candidate;
  }
}

/** A promoter as PROMOTERS and MERCHANTS list it (shared with the MSW world). */
export const promoterRow = (data: StandinData, p: Promoter) => ({
  promoterid: String(p.id),
  businessid: String(p.businessId),
  fname: p.firstName,
  lname: p.lastName,
  phone: p.phone,
  email: p.email,
  amount: centsToLegacyRand(p.creditCents),
  balance: centsToLegacyRand(promoterBalanceCents(data, p)),
  activation: p.active ? '1' : '0',
});
