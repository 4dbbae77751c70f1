import { describe, expect, it } from 'vitest';
import { creditedByPayment, mayCreditPayment } from '../campaign.ts';

describe('campaign payments', () => {
  it('credit only once the provider confirmed them', () => {
    expect(creditedByPayment('paid', 15000)).toBe(15000);
    expect(creditedByPayment('pending', 15000)).toBe(0);
    expect(creditedByPayment('cancelled', 15000)).toBe(0);
  });

  it('may credit a pending payment for the very amount asked, never a replay or another amount', () => {
    expect(mayCreditPayment('pending', 15000, 15000)).toBe(true);
    expect(mayCreditPayment('paid', 15000, 15000)).toBe(false);
    expect(mayCreditPayment('cancelled', 15000, 15000)).toBe(false);
    expect(mayCreditPayment('pending', 15000, 1500000)).toBe(false);
    expect(mayCreditPayment('pending', 15000, Number.NaN)).toBe(false);
  });
});
