import { describe, expect, it } from 'vitest';
import { rand } from '../money.ts';
import { isBalanceLow, LOW_BALANCE_SALES, salesBalanceCovers } from '../sales-cover.ts';

describe('sales the balance covers', () => {
  it('divides the balance by the 3.5% fee of one ticket, rounding down', () => {
    // R150 a ticket: a fee of R5.25; R100 covers 19 of them (R99.75), not 20.
    expect(salesBalanceCovers(rand(100), rand(150))).toBe(19);
    expect(salesBalanceCovers(rand(5.25), rand(150))).toBe(1);
    expect(salesBalanceCovers(rand(5.24), rand(150))).toBe(0);
  });

  it('covers nothing once the balance is spent or below zero', () => {
    expect(salesBalanceCovers(0, rand(150))).toBe(0);
    expect(salesBalanceCovers(-500, rand(150))).toBe(0);
  });

  it('has no limit for free tickets', () => {
    expect(salesBalanceCovers(rand(10), 0)).toBeNull();
  });

  it('runs low when the dearest price is covered fewer than ten times', () => {
    const prices = [rand(100), rand(500)]; // R17.50 a ticket at R500
    expect(isBalanceLow(rand(17.5) * LOW_BALANCE_SALES, prices)).toBe(false);
    expect(isBalanceLow(rand(17.5) * LOW_BALANCE_SALES - 1, prices)).toBe(true);
    expect(isBalanceLow(0, [0])).toBe(false);
    expect(isBalanceLow(0, [])).toBe(false);
  });
});
