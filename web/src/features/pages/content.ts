import { formatRand } from '@tix/contract/domain/money';
import { PLATFORM_REFUND_RULES, type RefundTier } from '@tix/contract/domain/refunds';

export {
  AFFILIATE_COMMISSION_MAX_PERCENT,
  AFFILIATE_MIN_PAYOUT_TEXT_CENTS,
} from '@tix/contract/domain/affiliate';
// Figures quoted by the information pages, from the contract's domain constants, so a change of
// fee changes every page that quotes it.
export {
  GATEWAY_FLAT_FEE_CENTS,
  GATEWAY_RATE,
  TIER_RATE_BELOW_500,
  TIER_RATE_FROM_500,
  TIER_RATE_THRESHOLD_CENTS,
  VAT_RATE,
} from '@tix/contract/domain/booking-fee';
export { MIN_CAMPAIGN_BUDGET_CENTS } from '@tix/contract/domain/campaign';
export {
  PROVIDER_PRINT_ALTERNATIVE_CENTS_PER_TICKET,
  PROVIDER_PRINT_CENTS_PER_TICKET,
  SELF_PRINT_CENTS_PER_TICKET,
  SERVICE_FEE_RATE,
} from '@tix/contract/domain/organiser-costs';
export { PAYOUT_FEE_CENTS } from '@tix/contract/domain/payouts';
export {
  DATA_RETENTION_YEARS,
  REFUND_PAYMENT_WORKING_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  SUPPORT_REPLY_HOURS,
} from '@tix/contract/domain/ui-limits';
export { formatRand };

/** Basis points as a percentage: 350 -> '3.5%'. */
export const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** The next-larger cut-off of a tier, for "4-7 days"; null for the top tier. */
function upper(tiers: readonly RefundTier[], tier: RefundTier): number | null {
  const above = tiers.filter((t) => t.cutOffDays > tier.cutOffDays).map((t) => t.cutOffDays);
  return above.length ? Math.min(...above) - 1 : null;
}

/** The platform's refund tiers in words: '8+ days before the event: a flat fee of R10.00'. */
export function refundTierLines(): string[] {
  const tiers = PLATFORM_REFUND_RULES.tiers;
  return tiers.map((tier) => {
    const top = upper(tiers, tier);
    const when =
      tier.cutOffDays === 0
        ? 'On the day of the event'
        : top === null
          ? `${tier.cutOffDays}+ days before the event`
          : `${tier.cutOffDays}-${top} days before the event`;
    if (!tier.fee) return `${when}: refunds are not permitted (requests are declined)`;
    const { percent: pct, flatCents } = tier.fee;
    const fee =
      pct > 0
        ? `${pct}% of the ticket price plus ${formatRand(flatCents)}`
        : `a flat fee of ${formatRand(flatCents)}`;
    return `${when}: ${fee}`;
  });
}
