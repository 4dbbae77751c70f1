import { BASIS_POINTS_PER_WHOLE, type BasisPoints, type Cents } from './money.ts';

// Exact money for rules the spec rounds only at the end (the booking fee's iteration). An
// amount is a BigInt count of 10^-100 cent. Applying a rate in basis points divides by 10^4, so
// any 25 rate applications to whole cents stay exact; the booking fee needs 21 (the tier rate,
// then the gateway rate and VAT in each of 10 rounds). A division that would not be exact throws
// instead of rounding in silence.

/** An amount in units of 10^-EXACT_DIGITS cent. */
export type Exact = bigint;

const EXACT_DIGITS = 100;
const ONE_CENT: Exact = 10n ** BigInt(EXACT_DIGITS);
const HALF_CENT: Exact = ONE_CENT / 2n;
const PER_WHOLE = BigInt(BASIS_POINTS_PER_WHOLE);

/** Whole cents as an exact amount. */
export function exactCents(cents: Cents): Exact {
  return BigInt(cents) * ONE_CENT;
}

/** `amount × rate`, with no rounding. */
export function exactRate(amount: Exact, rate: BasisPoints): Exact {
  const product = amount * BigInt(rate);
  if (product % PER_WHOLE !== 0n) throw new RangeError('exact money ran out of precision');
  return product / PER_WHOLE;
}

/** To the nearest cent, half away from zero (PHP's round(x, 2), as the legacy rounds). */
export function roundExact(amount: Exact): Cents {
  const magnitude = amount < 0n ? -amount : amount;
  const cents = Number((magnitude + HALF_CENT) / ONE_CENT);
  return amount < 0n ? -cents : cents;
}

/**
 * Non-negative parts in whole cents that add up to their exact sum rounded once (largest
 * remainder): each part is cut to the cent, then the cents still missing go one each to the parts
 * with the largest fractions (the first listed on a tie). Every part so ends within a cent of its
 * exact value, and is its own rounding unless the sum needs otherwise.
 */
export function roundParts(parts: readonly Exact[]): Cents[] {
  if (parts.some((part) => part < 0n)) throw new RangeError('parts must not be negative');
  const total = roundExact(parts.reduce((sum, part) => sum + part, 0n));
  const whole = parts.map((part) => Number(part / ONE_CENT));
  const byFraction = parts
    .map((part, index) => ({ index, fraction: part % ONE_CENT }))
    .sort((a, b) => (a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1));
  let missing = total - whole.reduce((sum, part) => sum + part, 0);
  for (const { index } of byFraction) {
    if (missing <= 0) break;
    whole[index] = (whole[index] ?? 0) + 1;
    missing -= 1;
  }
  return whole;
}
