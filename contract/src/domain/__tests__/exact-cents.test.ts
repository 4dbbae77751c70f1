import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactCents, exactRate, roundExact, roundParts } from '../exact-cents.ts';

describe('exact cents', () => {
  it('rounds half a cent away from zero, once', () => {
    expect(roundExact(exactRate(exactCents(25), 200))).toBe(1); // 0.5 cent
    expect(roundExact(exactRate(exactCents(-25), 200))).toBe(-1);
    expect(roundExact(exactRate(exactCents(24), 200))).toBe(0); // 0.48 cent
  });

  it('refuses to round in silence when its precision runs out', () => {
    let amount = exactCents(1);
    for (let i = 0; i < 25; i += 1) amount = exactRate(amount, 1);
    expect(() => exactRate(amount, 1)).toThrow(RangeError);
  });

  it('splits an amount into whole-cent parts that add up to the amount rounded once', () => {
    const part = fc.bigInt({ min: 0n, max: exactCents(1_000_000) });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
        const shown = roundParts(parts);
        const sum = parts.reduce((a, b) => a + b, 0n);
        expect(shown.reduce((a, b) => a + b, 0)).toBe(roundExact(sum));
        shown.forEach((cents, i) => {
          const gap = exactCents(cents) - (parts[i] ?? 0n);
          expect(gap > -exactCents(1) && gap < exactCents(1)).toBe(true);
        });
      }),
    );
  });
});
