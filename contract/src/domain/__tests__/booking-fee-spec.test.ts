import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingFee, checkoutTotal } from '../booking-fee.ts';
import { rand } from '../money.ts';
import { frac, specParts, specTotalBookingFee, withinACent } from './booking-fee-reference.ts';

// Issue 18: the fee was rounded to the cent in every round of the iteration, so checkout was a
// cent off the spec's rule for several orders. These are the orders checked by hand.
describe('the booking fee to the cent (issue 18)', () => {
  it.each([
    { price: 99, quantity: 1, fee: 8.61 },
    { price: 140, quantity: 1, fee: 11.19 },
    { price: 800, quantity: 1, fee: 48.45 },
    { price: 50, quantity: 1, fee: 5.53 },
    { price: 80, quantity: 1, fee: 7.42 },
    { price: 560, quantity: 1, fee: 34.63 },
    { price: 200, quantity: 3, fee: 40.06 },
    { price: 560, quantity: 3, fee: 99.11 },
    { price: 650, quantity: 3, fee: 114.65 },
    { price: 140, quantity: 15, fee: 134.23 },
  ])('charges R$fee on $quantity × R$price', ({ price, quantity, fee }) => {
    expect(bookingFee(rand(price), quantity).totalBookingFees).toBe(rand(fee));
    expect(checkoutTotal(rand(price), quantity)).toBe(rand(price * quantity + fee));
  });

  it('asks R5 924.77 in all for 10 tickets at R560', () => {
    expect(checkoutTotal(rand(560), 10)).toBe(rand(5924.77));
  });

  // Prices from R1 to R10 000 to the cent, 1 to 15 admissions.
  const price = fc.integer({ min: rand(1), max: rand(10_000) });
  const quantity = fc.integer({ min: 1, max: 15 });

  it('equals the spec’s iteration in exact arithmetic, rounded once', () => {
    fc.assert(
      fc.property(price, quantity, (p, q) => {
        expect(bookingFee(p, q).totalBookingFees).toBe(specTotalBookingFee(p, q));
      }),
      { numRuns: 500 },
    );
  });

  it('shows each part within a cent of its exact value, the parts adding up to the total', () => {
    fc.assert(
      fc.property(price, quantity, (p, q) => {
        const fee = bookingFee(p, q);
        const exact = specParts(frac(BigInt(p), 100n), q);
        expect(withinACent(fee.bookingFeeAdmission, exact.tier)).toBe(true);
        expect(withinACent(fee.estimatedGatewayFee, exact.excludingVat)).toBe(true);
        expect(withinACent(fee.vat, exact.vat)).toBe(true);
        expect(fee.bookingFeeAdmission + fee.estimatedGatewayFee + fee.vat).toBe(fee.totalBookingFees);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the missing cent to the part nearest the next cent: 1 × R140', () => {
    // Exact parts R2.80 + R7.291463 + R1.093719 = R11.185182, so R11.19; rounded one by one they
    // give R2.80 + R7.29 + R1.09 = R11.18. The VAT has the largest fraction and shows R1.10.
    expect(bookingFee(rand(140), 1)).toMatchObject({
      bookingFeeAdmission: 280,
      estimatedGatewayFee: 729,
      vat: 110,
      finalEstimatedGatewayFee: 839,
      totalBookingFees: 1119,
    });
  });

  it('takes the extra cent from the part furthest from the next cent: 10 × R560', () => {
    // Exact parts R84 + R209.367001 + R31.405050 = R324.772051, so R324.77; rounded one by one
    // they give R84 + R209.37 + R31.41 = R324.78. The VAT stays cut at R31.40.
    expect(bookingFee(rand(560), 10)).toMatchObject({
      bookingFeeAdmission: 8400,
      estimatedGatewayFee: 20_937,
      vat: 3140,
      totalBookingFees: 32_477,
    });
  });
});
