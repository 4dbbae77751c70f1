import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rand } from '../money.ts';
import { organiserNetPayoutCents, payoutAmountProblem, salesPhase } from '../payouts.ts';

describe('organiser net payout', () => {
  it('takes approved refunds and the R10 payout fee off the net', () => {
    expect(
      organiserNetPayoutCents({ netCents: rand(1000), approvedRefundsCents: rand(150), sponsored: false }),
    ).toBe(rand(840));
  });

  it('waives the payout fee for sponsored events', () => {
    expect(
      organiserNetPayoutCents({ netCents: rand(1000), approvedRefundsCents: rand(150), sponsored: true }),
    ).toBe(rand(850));
  });

  it('never goes below 0', () => {
    expect(organiserNetPayoutCents({ netCents: rand(5), approvedRefundsCents: 0, sponsored: false })).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.boolean(),
        (net, refunds, sp) => {
          const payout = organiserNetPayoutCents({
            netCents: net,
            approvedRefundsCents: refunds,
            sponsored: sp,
          });
          expect(payout).toBeGreaterThanOrEqual(0);
          expect(payout).toBeLessThanOrEqual(Math.max(0, net));
          expect(Number.isInteger(payout)).toBe(true);
        },
      ),
    );
  });
});

describe('payout requests', () => {
  it('needs an amount above 0 and not above what is available', () => {
    expect(payoutAmountProblem(0, rand(100))).toBe('invalid-amount');
    expect(payoutAmountProblem(rand(100.01), rand(100))).toBe('exceeds-available');
    expect(payoutAmountProblem(rand(100), rand(100))).toBeNull();
  });
});

describe('sales phase', () => {
  it('is in progress until the end day, then completed or awaiting sales', () => {
    expect(salesPhase('2025-06-15', 0, '2025-06-15')).toBe('In Progress');
    expect(salesPhase('2025-06-15', 3, '2025-06-16')).toBe('Completed');
    expect(salesPhase('2025-06-15', 0, '2025-06-16')).toBe('Awaiting Sales');
  });
});
