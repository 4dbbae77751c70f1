import { describe, expect, it } from 'vitest';
import { effectiveRefundRules, estimateRefund, PLATFORM_REFUND_RULES } from '../../domain/refunds.ts';
import { GET_REFUND_REQUESTS, GET_REFUND_RULES } from '../../legacy/index.ts';
import { organiserRefundSettingsSchema, refundRequestRowSchema } from '../../model/organiser-refunds.ts';
import { normaliseOrganiserRefundSettings, normaliseRefundRequestRows } from '../organiser-refunds.ts';

describe('normaliseOrganiserRefundSettings', () => {
  const raw = GET_REFUND_RULES.response.parse({
    cutOffDaysOne: '14',
    feeTypeOne: 'flat',
    feeAmountOne: '10.50',
    cutOffDaysTwo: '7',
    feeTypeTwo: 'Percentage',
    feeAmountTwo: '12.5',
    cutOffDaysThree: 3,
    feeTypeThree: 'percent',
    feeAmountThree: '150',
    cutoffDaysZero: '0',
    feeTypeZero: 'flat',
    feeAmountZero: '0',
    autoRefund: '1',
    maxAttempts: '3',
    refundPolicyLocked: 'yes',
    refundPolicyLockedAt: '2025-11-02 10:00:00',
  });
  const settings = normaliseOrganiserRefundSettings(raw);

  it("builds the domain's RefundRules: flat fees in cents, percentages capped, tier zero off at 0", () => {
    expect(organiserRefundSettingsSchema.parse(settings)).toEqual({
      rules: {
        source: 'organiser',
        tiers: [
          { name: 'one', cutOffDays: 14, fee: { percent: 0, flatCents: 1050 } },
          { name: 'two', cutOffDays: 7, fee: { percent: 12.5, flatCents: 0 } },
          { name: 'three', cutOffDays: 3, fee: { percent: 100, flatCents: 0 } },
          { name: 'zero', cutOffDays: 0, fee: null },
        ],
      },
      autoRefund: true,
      maxAttempts: 3,
      policyLocked: true,
      policyLockedAt: '2025-11-02 10:00:00',
    });
  });

  it('gives estimateRefund rules it can use as they are', () => {
    const rules = effectiveRefundRules(settings.rules);
    expect(estimateRefund(20000, 10, rules)).toMatchObject({ tier: 'two', refundCents: 17500 });
  });

  it('reads unconfigured rules as null, so the platform default applies', () => {
    const unset = normaliseOrganiserRefundSettings(
      GET_REFUND_RULES.response.parse({
        maxAttempts: null,
        refundPolicyLocked: 0,
        refundPolicyLockedAt: '0000-00-00',
      }),
    );
    expect(unset).toEqual({
      rules: null,
      autoRefund: false,
      maxAttempts: null,
      policyLocked: false,
      policyLockedAt: null,
    });
    expect(effectiveRefundRules(unset.rules)).toBe(PLATFORM_REFUND_RULES);
  });

  it('ignores a zero lock date', () => {
    const locked = GET_REFUND_RULES.response.parse({
      refundPolicyLocked: 1,
      refundPolicyLockedAt: '0000-00-00 00:00:00',
    });
    expect(normaliseOrganiserRefundSettings(locked).policyLockedAt).toBeNull();
  });
});

describe('normaliseRefundRequestRows', () => {
  const raw = GET_REFUND_REQUESTS.response.parse([
    {
      id: '301',
      refund_id: 'RF-301',
      requested_at: '2025-11-20 14:02:11',
      buyer_name: 'Thandi Mokoena',
      original_amount: '450.00',
      amount_refunded: '415.00',
      ticket_number: 'QX7PL2A',
      refund_reason: 'cant_attend',
      comments: '',
      status: 'Pending',
      source: 'customer',
      auto_approve: '0',
    },
    { id: 302, status: 'Canceled', original_amount: null, auto_approve: null },
    { id: '303', status: 'pending', auto_approve: 'yes' },
  ]);
  const [pending, cancelled, automatic] = normaliseRefundRequestRows(raw);

  it('reads amounts in cents and the status in lower case', () => {
    expect(refundRequestRowSchema.parse(pending)).toEqual({
      id: '301',
      refundId: 'RF-301',
      requestedAt: '2025-11-20 14:02:11',
      buyerName: 'Thandi Mokoena',
      originalCents: 45000,
      refundCents: 41500,
      ticketNumber: 'QX7PL2A',
      reason: 'cant_attend',
      comments: null,
      status: 'pending',
      source: 'customer',
      autoApprove: false,
      decidable: true,
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', originalCents: 0, decidable: false });
  });

  it('offers no decision while auto-approve runs', () => {
    expect(automatic).toMatchObject({ status: 'pending', autoApprove: true, decidable: false });
  });

  it('reads status failed as no requests', () => {
    expect(
      normaliseRefundRequestRows(GET_REFUND_REQUESTS.response.parse({ status: 'failed', message: 'x' })),
    ).toEqual([]);
  });
});
