import { applyRate, assertCents, type Cents, percentToBasisPoints, rand } from './money.ts';

// The affiliate (partner) programme (spec part 3, sections 3, 4 and 9).

/** The highest commission rate the programme pays, in percent. */
export const AFFILIATE_COMMISSION_MAX_PERCENT = 30;
/** Stated in the programme's text; the payout rule the screens apply is "above zero". */
export const AFFILIATE_MIN_PAYOUT_TEXT_CENTS: Cents = rand(250);
/** An affiliate id is the partner id plus a random suffix of this length. */
export const AFFILIATE_ID_SUFFIX_LENGTH = 11;
/** The query parameter of the share link. */
export const AFFILIATE_LINK_PARAM = 'affiliateid';
export const PARTNER_TYPES = ['organisation', 'individual'] as const;
export const FOLLOWER_ESTIMATES = ['less than 500', '500-2K', '2K-10K', '10K+'] as const;
export const RECRUIT_STATUSES = ['active', 'inactive', 'no event'] as const;
export type RecruitStatus = (typeof RECRUIT_STATUSES)[number];

/**
 * The commission on an amount at a rate in percent, the rate capped at 30% and floored at 0.
 * The spec gives only the cap; what the commission is taken from is the caller's choice.
 */
export function affiliateCommissionCents(baseCents: Cents, ratePercent: number): Cents {
  assertCents(baseCents, 'base');
  const rate = Math.min(Math.max(ratePercent, 0), AFFILIATE_COMMISSION_MAX_PERCENT);
  return Math.max(0, applyRate(baseCents, percentToBasisPoints(rate)));
}

export interface AffiliateEventFacts {
  refundsAllowed: boolean;
  eventEnded: boolean;
  refundsReconciled: boolean;
}

/**
 * Earnings from an event without refunds can be paid at once; with refunds they wait until the
 * event has ended and its refunds are reconciled, since a refund could still undo the sale.
 */
export function isAffiliateEventEligible(event: AffiliateEventFacts): boolean {
  return !event.refundsAllowed || (event.eventEnded && event.refundsReconciled);
}

/** A partner may ask for a payout when available earnings are above 0 and the legacy says eligible. */
export function canPartnerRequestPayout(availableCents: Cents, isEligible: boolean): boolean {
  return availableCents > 0 && isEligible;
}

/** The recruit's status from the legacy's event name ('no' when none) and event status. */
export function recruitStatus(eventName: string, eventStatus: string): RecruitStatus {
  if (eventName === 'no') return 'no event';
  return eventStatus === 'active' ? 'active' : 'inactive';
}
