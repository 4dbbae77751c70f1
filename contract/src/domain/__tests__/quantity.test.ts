import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityLimit, stepQuantity } from '../quantity.ts';

describe('clampQuantity', () => {
  it('keeps 1 to 15', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(16)).toBe(15);
    expect(clampQuantity(7.9)).toBe(7);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('always gives a whole number from 1 to 15', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const q = clampQuantity(n);
        expect(Number.isInteger(q) && q >= 1 && q <= 15).toBe(true);
      }),
    );
  });
});

describe('stepping', () => {
  it('stops at 15 and at 1', () => {
    expect(stepQuantity(15, 1, 100)).toEqual({ quantity: 15, limit: 'maximum' });
    expect(stepQuantity(1, -1, 100)).toEqual({ quantity: 1, limit: 'minimum' });
    expect(stepQuantity(3, 1, 100)).toEqual({ quantity: 4, limit: null });
  });

  it('stops at the stock left, and reports a sold-out group first', () => {
    expect(stepQuantity(2, 1, 2)).toEqual({ quantity: 2, limit: 'stock' });
    expect(quantityLimit(1, 0)).toBe('sold-out');
  });
});
