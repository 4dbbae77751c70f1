import { z } from 'zod';
import { PAYOUT_STATUSES } from '../domain/payouts.ts';
import { lineText, longText, shortText } from './limits.ts';

// The organiser's payout page (spec part 3, sections 2 and 3). Net payout and the payout fee come
// from the domain rules (organiserNetPayoutCents, payoutFeeCents), not from the legacy.

const int = z.number().int();

export const payoutSummarySchema = z.object({
  grossSalesCents: int,
  /** total_sales: the spec does not say whether a count or an amount; only compared with 0 (salesPhase). */
  salesCount: int,
  /** The legacy's total_net: after gateway and booking fees, before refunds and the payout fee. */
  netCents: int,
  /** Prepaid budget (total_budget). */
  budgetCents: int,
  budgetBalanceCents: int,
  /** Both kinds of fee deducted to date, summed. */
  feesDeductedCents: int,
  gatewayFeeCents: int,
  bookingFeeCents: int,
  approvedRefundsCents: int,
  payoutsRequestedCents: int,
  sponsored: z.boolean(),
  /** R10, none when sponsored. */
  payoutFeeCents: int,
  /** Net minus approved refunds minus the payout fee, never below 0. */
  netPayoutCents: int,
  status: z.enum(PAYOUT_STATUSES),
  eventEndDay: shortText().nullable(),
  nextPayout: shortText().nullable(),
  message: longText().nullable(),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

/** A row of the revenue-by-ticket-type table (BREAKDOWNSALES). */
export const salesBreakdownRowSchema = z.object({
  ticketType: lineText(),
  ticketsSold: int,
  admissions: int,
  revenueCents: int,
});
export type SalesBreakdownRow = z.infer<typeof salesBreakdownRowSchema>;
