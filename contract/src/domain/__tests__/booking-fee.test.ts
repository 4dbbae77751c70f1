import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingFee, checkoutTotal, tierRateFor } from '../booking-fee.ts';
import { rand } from '../money.ts';

describe('tier rate', () => {
  it('is 2% below R500 and 1.5% from R500 (spec part 1, section 9)', () => {
    expect(tierRateFor(rand(99))).toBe(200);
    expect(tierRateFor(rand(100))).toBe(200);
    expect(tierRateFor(rand(499))).toBe(200);
    expect(tierRateFor(49_999)).toBe(200);
    expect(tierRateFor(rand(500))).toBe(150);
    expect(tierRateFor(rand(2000))).toBe(150);
  });
});

describe('bookingFee', () => {
  it('charges R8.67 on one R100 ticket, worked out by hand', () => {
    // Tier: 2% of R100 = R2.00. Gateway on R102 plus itself: 4 rounds from 0 reach (round 4
    // moves it by R0.0004) excl. VAT R5.803579, VAT R0.870537, gateway R6.674116; total R8.674116.
    expect(bookingFee(rand(100), 1)).toEqual({
      totalBookingFees: 867,
      tierRate: 200,
      bookingFeeAdmission: 200,
      gatewayFlatFee: 200,
      gatewayRate: 350,
      estimatedGatewayFee: 580,
      finalEstimatedGatewayFee: 667,
      vat: 87,
      rounds: 4,
    });
  });

  it('uses 1.5% from R500, so the fee drops at the threshold', () => {
    const below = bookingFee(49_999, 1);
    const at = bookingFee(rand(500), 1);
    expect(below.bookingFeeAdmission).toBe(1000);
    expect(at.bookingFeeAdmission).toBe(750);
    expect(at.totalBookingFees).toBe(3118);
    expect(at.totalBookingFees).toBeLessThan(below.totalBookingFees);
  });

  it('applies the tier rate to price times quantity', () => {
    expect(bookingFee(rand(250), 4).bookingFeeAdmission).toBe(rand(20));
  });

  it('charges nothing on a free order', () => {
    expect(bookingFee(0, 3).totalBookingFees).toBe(0);
    expect(bookingFee(rand(100), 0).totalBookingFees).toBe(0);
  });

  it('rejects negative or fractional input', () => {
    expect(() => bookingFee(-1, 1)).toThrow(RangeError);
    expect(() => bookingFee(100, 1.5)).toThrow(RangeError);
    expect(() => bookingFee(10.5, 1)).toThrow(RangeError);
  });

  it('adds the booking fee to the ticket total at checkout', () => {
    expect(checkoutTotal(rand(100), 1)).toBe(10_000 + 867);
  });

  const price = fc.integer({ min: 1, max: rand(100_000) });
  const quantity = fc.integer({ min: 1, max: 15 });

  it('gives whole, non-negative cents whose parts add up to the total', () => {
    fc.assert(
      fc.property(price, quantity, (p, q) => {
        const fee = bookingFee(p, q);
        for (const value of Object.values(fee)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(fee.finalEstimatedGatewayFee).toBe(fee.estimatedGatewayFee + fee.vat);
        expect(fee.totalBookingFees).toBe(fee.bookingFeeAdmission + fee.finalEstimatedGatewayFee);
        expect(fee.rounds).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('never falls when the quantity grows', () => {
    fc.assert(
      fc.property(price, quantity, quantity, (p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(bookingFee(p, low).totalBookingFees).toBeLessThanOrEqual(bookingFee(p, high).totalBookingFees);
      }),
    );
  });

  it('never falls when the price grows within one tier', () => {
    const sameTier = fc.oneof(
      fc.tuple(fc.integer({ min: 1, max: 49_999 }), fc.integer({ min: 1, max: 49_999 })),
      fc.tuple(fc.integer({ min: 50_000, max: 1e8 }), fc.integer({ min: 50_000, max: 1e8 })),
    );
    fc.assert(
      fc.property(sameTier, quantity, ([a, b], q) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(bookingFee(low, q).totalBookingFees).toBeLessThanOrEqual(bookingFee(high, q).totalBookingFees);
      }),
    );
  });
});
