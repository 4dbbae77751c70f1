import type { RefundQuote } from '../model/refund.ts';
import { integer, randToCents, text } from './values.ts';

interface RawRefundCalculation {
  days_left?: unknown;
  refund_fee?: unknown;
  amount_refunded?: unknown;
  admission?: unknown;
  orginal_amount?: unknown;
  booking_fee?: unknown;
  net_amount?: unknown;
  refundRulesConfigured?: unknown;
}

/** CALCULATE-REFUND in cents. The legacy spells `orginal_amount` so; amounts come as rand strings. */
export function normaliseRefundQuote(raw: RawRefundCalculation): RefundQuote {
  const cents = (value: unknown) => randToCents(value) ?? 0;
  const refundCents = cents(raw.amount_refunded);
  return {
    daysLeft: integer(raw.days_left),
    originalCents: cents(raw.orginal_amount),
    bookingFeeCents: cents(raw.booking_fee),
    feeCents: cents(raw.refund_fee),
    refundCents,
    netCents: randToCents(raw.net_amount) ?? refundCents,
    admissions: Math.max(1, integer(raw.admission, 1)),
    rules: (text(raw.refundRulesConfigured) ?? '').toLowerCase() === 'yes' ? 'organiser' : 'platform',
  };
}
