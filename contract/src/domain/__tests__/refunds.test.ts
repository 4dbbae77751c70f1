import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rand } from '../money.ts';
import {
  applicableRefundTier,
  effectiveRefundRules,
  estimateRefund,
  type OrganiserRefundRulesInput,
  organiserRefundRules,
  PLATFORM_REFUND_RULES,
} from '../refunds.ts';

const platform = PLATFORM_REFUND_RULES;

describe('platform default refund tiers (refund policy)', () => {
  it('keeps R10 from 8 days or more before the event', () => {
    expect(estimateRefund(rand(200), 8, platform)).toEqual({
      tier: 'one',
      feeCents: rand(10),
      refundCents: rand(190),
    });
    expect(estimateRefund(rand(200), 60, platform).refundCents).toBe(rand(190));
  });

  it('keeps R20 from 4 to 7 days', () => {
    expect(estimateRefund(rand(200), 7, platform).refundCents).toBe(rand(180));
    expect(estimateRefund(rand(200), 4, platform).refundCents).toBe(rand(180));
  });

  it('keeps 25% plus R15 from 1 to 3 days', () => {
    // R200: 25% = R50, plus R15 = R65 kept, R135 back.
    expect(estimateRefund(rand(200), 3, platform)).toEqual({
      tier: 'three',
      feeCents: rand(65),
      refundCents: rand(135),
    });
    expect(estimateRefund(rand(200), 1, platform).refundCents).toBe(rand(135));
  });

  it('refunds nothing on the event day or after it', () => {
    expect(estimateRefund(rand(200), 0, platform)).toEqual({
      tier: 'zero',
      feeCents: rand(200),
      refundCents: 0,
    });
    expect(estimateRefund(rand(200), -2, platform)).toEqual({
      tier: null,
      feeCents: rand(200),
      refundCents: 0,
    });
  });

  it('never gives back a negative amount when the fee exceeds the price', () => {
    expect(estimateRefund(rand(8), 10, platform).refundCents).toBe(0);
    expect(estimateRefund(rand(18), 2, platform).refundCents).toBe(0); // 4.50 + 15 > 18
  });

  it('uses the platform rules when the organiser configured none', () => {
    expect(effectiveRefundRules(null)).toBe(platform);
  });
});

const organiserInput: OrganiserRefundRulesInput = {
  one: { cutOffDays: 14, feeType: 'flat', amount: rand(5) },
  two: { cutOffDays: 7, feeType: 'percent', amount: 10 },
  three: { cutOffDays: 3, feeType: 'percent', amount: 50 },
  zero: { feeType: 'flat', amount: 0 },
};

describe('organiser refund rules', () => {
  const rules = organiserRefundRules(organiserInput);

  it('applies each tier from its cut-off day', () => {
    expect(estimateRefund(rand(300), 14, rules).refundCents).toBe(rand(295));
    expect(estimateRefund(rand(300), 13, rules).refundCents).toBe(rand(270));
    expect(estimateRefund(rand(300), 7, rules).refundCents).toBe(rand(270));
    expect(estimateRefund(rand(300), 3, rules).refundCents).toBe(rand(150));
  });

  it('keeps same-day refunds off while tier zero is 0, for every day under the last cut-off', () => {
    expect(estimateRefund(rand(300), 2, rules)).toMatchObject({ tier: 'zero', refundCents: 0 });
    expect(estimateRefund(rand(300), 0, rules).refundCents).toBe(0);
  });

  it('allows same-day refunds when tier zero has a value', () => {
    const sameDay = organiserRefundRules({ ...organiserInput, zero: { feeType: 'percent', amount: 80 } });
    expect(estimateRefund(rand(300), 0, sameDay).refundCents).toBe(rand(60));
  });

  it('caps percentages at 100 and treats negative amounts as 0', () => {
    const odd = organiserRefundRules({
      ...organiserInput,
      one: { cutOffDays: 14, feeType: 'percent', amount: 250 },
      two: { cutOffDays: 7, feeType: 'flat', amount: -500 },
    });
    expect(estimateRefund(rand(300), 20, odd).refundCents).toBe(0);
    expect(estimateRefund(rand(300), 8, odd).refundCents).toBe(rand(300));
  });

  it('finds the tier by cut-off even when tiers are out of order', () => {
    const swapped = organiserRefundRules({
      ...organiserInput,
      one: { cutOffDays: 5, feeType: 'flat', amount: rand(1) },
      two: { cutOffDays: 10, feeType: 'flat', amount: rand(2) },
    });
    expect(applicableRefundTier(swapped, 12)?.name).toBe('two');
    expect(applicableRefundTier(swapped, 6)?.name).toBe('one');
  });
});

describe('refund invariants', () => {
  const tierInput = fc.record({
    cutOffDays: fc.integer({ min: -5, max: 60 }),
    feeType: fc.constantFrom('percent' as const, 'flat' as const),
    amount: fc.integer({ min: -10_000, max: 100_000 }),
  });
  const anyRules = fc.oneof(
    fc.constant(platform),
    fc
      .record({ one: tierInput, two: tierInput, three: tierInput, zero: tierInput })
      .map((input) => organiserRefundRules(input)),
  );

  it('is never negative, never above the original, and fee plus refund is the original', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: -30, max: 400 }),
        anyRules,
        (orig, days, rules) => {
          const { refundCents, feeCents } = estimateRefund(orig, days, rules);
          expect(Number.isInteger(refundCents)).toBe(true);
          expect(refundCents).toBeGreaterThanOrEqual(0);
          expect(refundCents).toBeLessThanOrEqual(orig);
          expect(feeCents + refundCents).toBe(orig);
        },
      ),
    );
  });

  it('gives no less back under the platform rules when asking earlier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.nat(100), fc.nat(100), (orig, a, b) => {
        const [late, early] = a <= b ? [a, b] : [b, a];
        expect(estimateRefund(orig, late, platform).refundCents).toBeLessThanOrEqual(
          estimateRefund(orig, early, platform).refundCents,
        );
      }),
    );
  });

  it('refuses a negative original amount', () => {
    expect(() => estimateRefund(-1, 10, platform)).toThrow(RangeError);
  });
});
