import { compareDays, type IsoDay } from './dates.ts';
import { assertCents, type Cents, rand } from './money.ts';

// Organiser payouts (spec part 3, sections 1, 2, 3, 5 and 9).

/** Charged on an organiser payout, waived for sponsored events. */
export const PAYOUT_FEE_CENTS: Cents = rand(10);

export const PAYOUT_STATUSES = ['Pending', 'Processing', 'Failed', 'No Activity'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** The status shown when the legacy sends none. */
export const DEFAULT_PAYOUT_STATUS: PayoutStatus = 'No Activity';

export const PAYOUT_TYPES = ['partial', 'full'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

export interface OrganiserPayoutInput {
  /** The legacy's total_net: what the event earned after gateway and booking fees. */
  netCents: Cents;
  approvedRefundsCents: Cents;
  sponsored: boolean;
}

/** The payout fee for an event: R10, or nothing for a sponsored event. */
export function payoutFeeCents(sponsored: boolean): Cents {
  return sponsored ? 0 : PAYOUT_FEE_CENTS;
}

/** Net minus approved refunds minus the payout fee (none when sponsored), never below 0. */
export function organiserNetPayoutCents(input: OrganiserPayoutInput): Cents {
  assertCents(input.netCents, 'net');
  assertCents(input.approvedRefundsCents, 'approved refunds');
  const net = input.netCents - input.approvedRefundsCents - payoutFeeCents(input.sponsored);
  return Math.max(0, net);
}

export type PayoutAmountProblem = 'invalid-amount' | 'exceeds-available' | null;

/**
 * Checks a requested payout against what may be paid (the organiser's net payout, or a
 * partner's available earnings): above 0, and not above what is available.
 */
export function payoutAmountProblem(requestedCents: Cents, availableCents: Cents): PayoutAmountProblem {
  if (!Number.isSafeInteger(requestedCents) || requestedCents <= 0) return 'invalid-amount';
  if (requestedCents > availableCents) return 'exceeds-available';
  return null;
}

export type SalesPhase = 'In Progress' | 'Completed' | 'Awaiting Sales';

/**
 * The payout screen's sales phase from the event's end day. The end day itself is still
 * 'In Progress'; from the next day on the phase depends on whether anything sold.
 */
export function salesPhase(endDay: IsoDay, salesCount: number, today: IsoDay): SalesPhase {
  if (compareDays(today, endDay) <= 0) return 'In Progress';
  return salesCount > 0 ? 'Completed' : 'Awaiting Sales';
}

/**
 * What an organiser may still request: the net payout minus what earlier requests asked for,
 * never below 0. The stand-in refuses more and the BFF checks it before asking.
 */
export function availablePayoutCents(netPayoutCents: Cents, requestedCents: Cents): Cents {
  assertCents(netPayoutCents, 'net payout');
  assertCents(requestedCents, 'requested');
  return Math.max(0, netPayoutCents - requestedCents);
}
