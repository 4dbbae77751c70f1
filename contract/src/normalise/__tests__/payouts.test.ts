import { describe, expect, it } from 'vitest';
import { BREAKDOWNSALES, PAYOUTSUMMARY } from '../../legacy/index.ts';
import { payoutSummarySchema } from '../../model/payout.ts';
import { normalisePayoutSummary, normaliseSalesBreakdown, payoutStatus } from '../payouts.ts';

const summaryFields = {
  total_sales: '52',
  total_net: '19250.50',
  gross_sales: '20500.00',
  total_budget_balance: '840.25',
  total_fees_deduction: '35.00',
  total_budget: '1000.00',
  event_end_date: '2025-12-07 23:00:00',
  payout_status: 'pending',
  next_payout: '2025-12-15',
  gateway_processing_fee: '612.00',
  booking_fee: '637.50',
  message: '',
};

describe('normalisePayoutSummary', () => {
  it('reads the summary in cents, with the net payout and fee by the domain rules', () => {
    const raw = PAYOUTSUMMARY.response.parse({
      ...summaryFields,
      status: 'success',
      physical_fees_deduction: '124.75',
      amount_refunded: '450.00',
      is_sponsorship: '0',
      amountRequest: '5000',
    });
    expect(payoutSummarySchema.parse(normalisePayoutSummary(raw))).toEqual({
      grossSalesCents: 2050000,
      salesCount: 52,
      netCents: 1925050,
      budgetCents: 100000,
      budgetBalanceCents: 84025,
      feesDeductedCents: 15975,
      gatewayFeeCents: 61200,
      bookingFeeCents: 63750,
      approvedRefundsCents: 45000,
      payoutsRequestedCents: 500000,
      sponsored: false,
      payoutFeeCents: 1000,
      netPayoutCents: 1925050 - 45000 - 1000,
      status: 'Pending',
      eventEndDay: '2025-12-07',
      nextPayout: '2025-12-15',
      message: null,
    });
  });

  it('finds the per-event fields inside a nested object, and waives the fee when sponsored', () => {
    const raw = PAYOUTSUMMARY.response.parse({
      status: 'success',
      is_sponsorship: 1,
      amount_refunded: null,
      event: { ...summaryFields, total_net: '5.00', payout_status: 'Processing' },
    });
    const summary = normalisePayoutSummary(raw);
    expect(summary).toMatchObject({ sponsored: true, payoutFeeCents: 0, netCents: 500, netPayoutCents: 500 });
    expect(summary.status).toBe('Processing');
  });

  it('never pays out below zero, and shows the failed message', () => {
    const raw = PAYOUTSUMMARY.response.parse({
      status: 'failed',
      message: 'No sales have been made yet.',
      total_net: '5',
    });
    expect(normalisePayoutSummary(raw)).toMatchObject({
      netPayoutCents: 0,
      status: 'No Activity',
      message: 'No sales have been made yet.',
      eventEndDay: null,
    });
  });
});

describe('payoutStatus', () => {
  it("reads the legacy's spellings, and anything else as No Activity", () => {
    expect(payoutStatus('FAILED')).toBe('Failed');
    expect(payoutStatus('no_activity')).toBe('No Activity');
    expect(payoutStatus('paid out')).toBe('No Activity');
    expect(payoutStatus(null)).toBe('No Activity');
  });
});

describe('normaliseSalesBreakdown', () => {
  it('reads rows with revenue in cents, and `error: 1` as no rows', () => {
    const raw = BREAKDOWNSALES.response.parse([
      { ticket_type: 'VIP', qty: '3', admission: '4', total_gross: '1350.50' },
      { ticket_type: 'General', qty: 30, admission: null, total_gross: 3000 },
    ]);
    expect(normaliseSalesBreakdown(raw)).toEqual([
      { ticketType: 'VIP', ticketsSold: 3, admissions: 4, revenueCents: 135050 },
      { ticketType: 'General', ticketsSold: 30, admissions: 0, revenueCents: 300000 },
    ]);
    expect(normaliseSalesBreakdown(BREAKDOWNSALES.response.parse({ error: 1, message: 'No data' }))).toEqual(
      [],
    );
  });
});
