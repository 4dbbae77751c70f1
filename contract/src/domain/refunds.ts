import { applyRate, assertCents, type Cents, clampCents, percentToBasisPoints, rand } from './money.ts';

// Refund amounts (spec part 3, sections 2, 3, 5 and 9).
//
// How tiers are read: a tier's cut-off is the number of days before the event until which the
// tier applies. The applicable tier is the one with the largest cut-off that is still at or
// below the days left; tier zero (cut-off 0) therefore covers every day below the smallest
// other cut-off, the event day included. A tier without a fee (`fee: null`) refunds nothing.
// The platform default written this way is 8 / 4 / 1 / 0 days, which is exactly the policy's
// 8+ days, 4-7 days, 1-3 days and same day. The refund is the original amount minus the fee,
// never below 0 and never above the original amount.

export type RefundTierName = 'one' | 'two' | 'three' | 'zero';

/** A fee of a percentage of the original amount plus a flat amount (either may be 0). */
export interface RefundFee {
  /** 0 to 100; 12.5 means 12.5%. */
  percent: number;
  flatCents: Cents;
}

export interface RefundTier {
  name: RefundTierName;
  cutOffDays: number;
  /** null: no refund in this band. */
  fee: RefundFee | null;
}

export interface RefundRules {
  source: 'organiser' | 'platform';
  tiers: readonly RefundTier[];
}

/** 8+ days flat R10; 4-7 days flat R20; 1-3 days 25% plus R15; the event day: no refund. */
export const PLATFORM_REFUND_RULES: RefundRules = {
  source: 'platform',
  tiers: [
    { name: 'one', cutOffDays: 8, fee: { percent: 0, flatCents: rand(10) } },
    { name: 'two', cutOffDays: 4, fee: { percent: 0, flatCents: rand(20) } },
    { name: 'three', cutOffDays: 1, fee: { percent: 25, flatCents: rand(15) } },
    { name: 'zero', cutOffDays: 0, fee: null },
  ],
};

/** Cut-offs the organiser's rules form starts with, tiers one to three then zero (fixed). */
export const ORGANISER_REFUND_FORM_DEFAULT_CUT_OFFS = [14, 7, 3, 0] as const;
export const REFUND_PERCENT_MAX = 100;

export type RefundFeeType = 'percent' | 'flat';

/** One tier as the organiser sets it: a percentage (0-100) or a flat amount in cents. */
export interface OrganiserRefundTierInput {
  cutOffDays: number;
  feeType: RefundFeeType;
  amount: number;
}

export interface OrganiserRefundRulesInput {
  one: OrganiserRefundTierInput;
  two: OrganiserRefundTierInput;
  three: OrganiserRefundTierInput;
  /** Tier zero's cut-off is fixed at 0 days, so only its fee is taken. */
  zero: Omit<OrganiserRefundTierInput, 'cutOffDays'>;
}

function organiserFee(tier: Omit<OrganiserRefundTierInput, 'cutOffDays'>): RefundFee {
  const amount = Math.max(0, tier.amount);
  return tier.feeType === 'percent'
    ? { percent: Math.min(amount, REFUND_PERCENT_MAX), flatCents: 0 }
    : { percent: 0, flatCents: Math.round(amount) };
}

/**
 * Turns the rules form into tiers. Negative cut-offs and amounts count as 0 and percentages are
 * capped at 100, as the form enforces. Same-day refunds stay disabled unless tier zero has a
 * non-zero value, so a zero there means "no refund", not "free refund".
 */
export function organiserRefundRules(input: OrganiserRefundRulesInput): RefundRules {
  const tier = (name: 'one' | 'two' | 'three'): RefundTier => ({
    name,
    cutOffDays: Math.max(0, Math.trunc(input[name].cutOffDays)),
    fee: organiserFee(input[name]),
  });
  const zeroFee = input.zero.amount > 0 ? organiserFee(input.zero) : null;
  return {
    source: 'organiser',
    tiers: [tier('one'), tier('two'), tier('three'), { name: 'zero', cutOffDays: 0, fee: zeroFee }],
  };
}

/** The tier for a number of days left, or null when none applies (the event has passed). */
export function applicableRefundTier(rules: RefundRules, daysBeforeEvent: number): RefundTier | null {
  if (daysBeforeEvent < 0) return null;
  const byCutOff = [...rules.tiers].sort((a, b) => b.cutOffDays - a.cutOffDays);
  return byCutOff.find((tier) => tier.cutOffDays <= daysBeforeEvent) ?? null;
}

export interface RefundEstimate {
  tier: RefundTierName | null;
  /** What the platform keeps: originalCents − refundCents. */
  feeCents: Cents;
  refundCents: Cents;
}

/** The refund for a ticket bought for `originalCents`, asked for `daysBeforeEvent` days ahead. */
export function estimateRefund(
  originalCents: Cents,
  daysBeforeEvent: number,
  rules: RefundRules,
): RefundEstimate {
  assertCents(originalCents, 'original amount');
  if (originalCents < 0) throw new RangeError('original amount must not be negative');
  const tier = applicableRefundTier(rules, daysBeforeEvent);
  if (tier?.fee == null) return { tier: tier?.name ?? null, feeCents: originalCents, refundCents: 0 };
  const fee = applyRate(originalCents, percentToBasisPoints(tier.fee.percent)) + tier.fee.flatCents;
  const refundCents = clampCents(originalCents - fee, 0, originalCents);
  return { tier: tier.name, feeCents: originalCents - refundCents, refundCents };
}

/** The rules that apply to an event: the organiser's when configured, else the platform's. */
export function effectiveRefundRules(organiser: RefundRules | null): RefundRules {
  return organiser ?? PLATFORM_REFUND_RULES;
}

/** One line of a refund policy as a buyer reads it: when, and what a refund costs then. */
export interface RefundTermLine {
  name: RefundTierName;
  /** The first and last day before the event the line covers; `toDays` null: or more. */
  fromDays: number;
  toDays: number | null;
  /** null: no refund in this band. */
  fee: RefundFee | null;
}

/**
 * The tiers as consecutive bands of days before the event, widest cut-off first: the platform's
 * read as 8 or more, 4 to 7, 1 to 3 and 0 (the event day). Shown to buyers before they pay.
 */
export function refundTermLines(rules: RefundRules): RefundTermLine[] {
  const byCutOff = [...rules.tiers].sort((a, b) => b.cutOffDays - a.cutOffDays);
  return byCutOff.map((tier, i) => {
    const wider = byCutOff[i - 1];
    return {
      name: tier.name,
      fromDays: tier.cutOffDays,
      toDays: wider ? Math.max(tier.cutOffDays, wider.cutOffDays - 1) : null,
      fee: tier.fee,
    };
  });
}

/** An event's refund policy: non-refundable, or refundable under one set of tiers. */
export type EventRefundPolicy = { refundable: false; rules: null } | { refundable: true; rules: RefundRules };

/**
 * The one decision of an event's refund policy (docs/decisions/0020-refunds.md), used by every
 * screen and check: refunds switched off (the default) means non-refundable; switched on with no
 * custom tiers, the platform's default tiers; with custom tiers, the organiser's.
 */
export function eventRefundPolicy(refundsAllowed: boolean, organiser: RefundRules | null): EventRefundPolicy {
  if (!refundsAllowed) return { refundable: false, rules: null };
  return { refundable: true, rules: effectiveRefundRules(organiser) };
}

/**
 * An event's refund terms for buyers (checkout, /ticket-refund's policy box, /view-refund-request),
 * from eventRefundPolicy: whether it is refundable, whose tiers as bands of days (none when it is
 * not), and the event's day to count from.
 */
export function refundTermsOf(organiser: RefundRules | null, refundsAllowed: boolean, eventDay: string) {
  const policy = eventRefundPolicy(refundsAllowed, organiser);
  if (!policy.refundable) return { refundsAllowed: false, source: 'platform' as const, lines: [], eventDay };
  return {
    refundsAllowed: true,
    source: policy.rules.source,
    lines: refundTermLines(policy.rules),
    eventDay,
  };
}
