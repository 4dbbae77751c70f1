import type { Cents } from './money.ts';
import { serviceFeeCents } from './organiser-costs.ts';

// How far a campaign's balance goes (issue 28, the event hub). Each sale takes the 3.5% service
// fee from the balance (organiser-costs.ts) and sales pause once it runs out, so the balance
// covers so many more tickets at each of the event's prices. The balance itself is the one
// campaign formula (campaign.ts, campaignBalanceCents): this file only divides it.

/** Fewer tickets than this covered at the dearest price: the hub warns and offers a top-up. */
export const LOW_BALANCE_SALES = 10;

/**
 * Tickets at `priceCents` the balance pays the service fee of before sales pause; null when a
 * ticket at that price costs no fee (free tickets never run the balance down).
 */
export function salesBalanceCovers(balanceCents: Cents, priceCents: Cents): number | null {
  const fee = serviceFeeCents(Math.max(0, priceCents));
  if (fee <= 0) return null;
  return balanceCents <= 0 ? 0 : Math.floor(balanceCents / fee);
}

/**
 * Whether the balance runs low: it covers fewer than LOW_BALANCE_SALES tickets at the dearest of
 * the event's prices (or nothing at all). With no paid price there is nothing to run low on.
 */
export function isBalanceLow(balanceCents: Cents, pricesCents: readonly Cents[]): boolean {
  const dearest = Math.max(0, ...pricesCents);
  const covers = salesBalanceCovers(balanceCents, dearest);
  return covers !== null && covers < LOW_BALANCE_SALES;
}
