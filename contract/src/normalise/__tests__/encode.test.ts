import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRandToCents } from '../../domain/money.ts';
import { centsToLegacyRand } from '../encode.ts';

describe('centsToLegacyRand', () => {
  it('writes rand with two decimals as the legacy reads them', () => {
    expect(centsToLegacyRand(25000)).toBe('250.00');
    expect(centsToLegacyRand(84845)).toBe('848.45');
    expect(centsToLegacyRand(5)).toBe('0.05');
    expect(centsToLegacyRand(-5)).toBe('-0.05');
    expect(centsToLegacyRand(0)).toBe('0.00');
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToLegacyRand(10.5)).toThrow(RangeError);
  });

  it('round-trips through the rand parser for every non-negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        expect(parseRandToCents(centsToLegacyRand(cents))).toBe(cents);
      }),
    );
  });
});
