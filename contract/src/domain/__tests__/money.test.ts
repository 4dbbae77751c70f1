import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  divideRounded,
  formatRand,
  parseRandToCents,
  percentToBasisPoints,
  rand,
} from '../money.ts';

describe('formatRand', () => {
  it('writes R, groups of three separated by a plain space, and two decimals', () => {
    expect(formatRand(123450)).toBe('R1 234.50');
    expect(formatRand(0)).toBe('R0.00');
    expect(formatRand(5)).toBe('R0.05');
    expect(formatRand(100000000)).toBe('R1 000 000.00');
    expect(formatRand(99999)).toBe('R999.99');
  });

  it('puts the minus sign before the R', () => {
    expect(formatRand(-1200)).toBe('-R12.00');
    expect(formatRand(-0)).toBe('R0.00');
  });

  it('shows the spec fees as the fees page writes them', () => {
    expect(formatRand(rand(3.5))).toBe('R3.50');
    expect(formatRand(rand(10))).toBe('R10.00');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatRand(12.5)).toThrow(RangeError);
  });
});

describe('parseRandToCents', () => {
  it.each([
    ['R1 234.50', 123450],
    ['1234.5', 123450],
    ['1,234.50', 123450],
    ['1 234,50', 123450],
    ['1234,5', 123450],
    ['r 10', 1000],
    ['10', 1000],
    ['.5', 50],
    ['1,234', 123400],
    ['1,234,567', 123456700],
    ['R\u00a01\u00a0234,50', 123450],
    ['-R12.00', -1200],
    ['R-12', -1200],
    ['  0.99 ', 99],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseRandToCents(input)).toBe(cents);
  });

  it.each(['', 'R', 'abc', '1.234', '12.3.4', '1,,2', '--1', '1e3', 'R 12 rand', '+5'])(
    'rejects %j',
    (input) => {
      expect(parseRandToCents(input)).toBeNull();
    },
  );

  it('round-trips every formatted amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseRandToCents(formatRand(cents))).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });
});

describe('rates', () => {
  it('rounds halves away from zero', () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(applyRate(10, 350)).toBe(0); // 0.35 cents
    expect(applyRate(100, 350)).toBe(4); // 3.5 cents rounds up
    expect(applyRate(1000, 1500)).toBe(150);
  });

  it('converts percentages to basis points', () => {
    expect(percentToBasisPoints(3.5)).toBe(350);
    expect(percentToBasisPoints(25)).toBe(2500);
  });

  it('always gives whole cents within half a cent of the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bps) => {
          const result = applyRate(amount, bps);
          expect(Number.isInteger(result)).toBe(true);
          expect(Math.abs(result - (amount * bps) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});
