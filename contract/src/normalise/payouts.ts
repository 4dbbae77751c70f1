import {
  DEFAULT_PAYOUT_STATUS,
  organiserNetPayoutCents,
  PAYOUT_STATUSES,
  type PayoutStatus,
  payoutFeeCents,
} from '../domain/payouts.ts';
import type { BREAKDOWNSALES, LegacyRawOf, PAYOUTSUMMARY } from '../legacy/index.ts';
import type { PayoutSummary, SalesBreakdownRow } from '../model/payout.ts';
import { cents, count, listRows } from './shapes.ts';
import { day, flag, text } from './values.ts';

type RawPayoutSummary = LegacyRawOf<typeof PAYOUTSUMMARY>;
type Fields = Record<string, unknown>;

/** The per-event fields; the spec does not say whether they sit at top level or in an object. */
const PER_EVENT_FIELDS = ['total_sales', 'total_net', 'gross_sales', 'total_budget', 'payout_status'];
const hasPerEventFields = (value: unknown): value is Fields =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  PER_EVENT_FIELDS.some((field) => field in value);

function perEvent(raw: RawPayoutSummary): Fields {
  if (hasPerEventFields(raw)) return raw;
  return Object.values(raw).find(hasPerEventFields) ?? {};
}

/** 'pending', 'PENDING', 'no_activity' and the like; anything unknown or missing is No Activity. */
export function payoutStatus(value: unknown): PayoutStatus {
  const key = (text(value) ?? '').toLowerCase().replace(/[\s_-]+/g, ' ');
  return PAYOUT_STATUSES.find((status) => status.toLowerCase() === key) ?? DEFAULT_PAYOUT_STATUS;
}

/** PAYOUTSUMMARY, with the net payout and the fee by the domain's rules. */
export function normalisePayoutSummary(raw: RawPayoutSummary): PayoutSummary {
  const event = perEvent(raw);
  const sponsored = flag(raw.is_sponsorship);
  const netCents = cents(event.total_net);
  const approvedRefundsCents = cents(raw.amount_refunded);
  return {
    grossSalesCents: cents(event.gross_sales),
    salesCount: count(event.total_sales),
    netCents,
    budgetCents: cents(event.total_budget),
    budgetBalanceCents: cents(event.total_budget_balance),
    feesDeductedCents: cents(event.total_fees_deduction) + cents(raw.physical_fees_deduction),
    gatewayFeeCents: cents(event.gateway_processing_fee),
    bookingFeeCents: cents(event.booking_fee),
    approvedRefundsCents,
    payoutsRequestedCents: cents(raw.amountRequest),
    sponsored,
    payoutFeeCents: payoutFeeCents(sponsored),
    netPayoutCents: organiserNetPayoutCents({ netCents, approvedRefundsCents, sponsored }),
    status: payoutStatus(event.payout_status),
    eventEndDay: day(event.event_end_date),
    nextPayout: text(event.next_payout),
    message: text(event.message) ?? text(raw.message),
  };
}

/** BREAKDOWNSALES: rows, or `error: 1` when there are none. */
export const normaliseSalesBreakdown = (raw: LegacyRawOf<typeof BREAKDOWNSALES>): SalesBreakdownRow[] =>
  listRows(raw).map((row) => ({
    ticketType: text(row.ticket_type) ?? '',
    ticketsSold: count(row.qty),
    admissions: count(row.admission),
    revenueCents: cents(row.total_gross),
  }));
