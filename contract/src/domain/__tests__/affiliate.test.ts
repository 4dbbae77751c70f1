import { describe, expect, it } from 'vitest';
import {
  affiliateCommissionCents,
  canPartnerRequestPayout,
  isAffiliateEventEligible,
  recruitStatus,
} from '../affiliate.ts';
import { rand } from '../money.ts';

describe('affiliate commission', () => {
  it('pays the given rate, capped at 30%', () => {
    expect(affiliateCommissionCents(rand(100), 10)).toBe(rand(10));
    expect(affiliateCommissionCents(rand(100), 45)).toBe(rand(30));
    expect(affiliateCommissionCents(rand(100), -5)).toBe(0);
  });
});

describe('affiliate payout eligibility', () => {
  it('pays events without refunds at once', () => {
    expect(
      isAffiliateEventEligible({ refundsAllowed: false, eventEnded: false, refundsReconciled: false }),
    ).toBe(true);
  });

  it('waits for events with refunds to end and be reconciled', () => {
    expect(
      isAffiliateEventEligible({ refundsAllowed: true, eventEnded: true, refundsReconciled: false }),
    ).toBe(false);
    expect(
      isAffiliateEventEligible({ refundsAllowed: true, eventEnded: true, refundsReconciled: true }),
    ).toBe(true);
  });

  it('lets a partner ask only with earnings above 0 and the eligible flag', () => {
    expect(canPartnerRequestPayout(1, true)).toBe(true);
    expect(canPartnerRequestPayout(0, true)).toBe(false);
    expect(canPartnerRequestPayout(rand(500), false)).toBe(false);
  });

  it('reads recruit status', () => {
    expect(recruitStatus('no', 'active')).toBe('no event');
    expect(recruitStatus('Jazz Night', 'active')).toBe('active');
    expect(recruitStatus('Jazz Night', 'ended')).toBe('inactive');
  });
});
