// The spec's booking fee (part 1, section 9) in exact fractions, written from the spec's words
// and nothing else of the product, so the product's fee can be checked against it: a tier fee of
// 2% below R500 and 1.5% from R500; a gateway fee of 3.5% of the total (tickets, tier fee and
// the gateway fee itself) plus R2, with 15% VAT, iterated from 0 for at most 10 rounds until a
// round moves it by less than 0.01; the total booking fee rounded to 2 decimals once.

/** n / d in lowest terms, d > 0. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
export const frac = (n: bigint, d = 1n): Fraction => {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
const plus = (a: Fraction, b: Fraction) => frac(a.n * b.d + b.n * a.d, a.d * b.d);
const times = (a: Fraction, b: Fraction) => frac(a.n * b.n, a.d * b.d);
const below = (a: Fraction, b: Fraction) => a.n * b.d < b.n * a.d;

/** A non-negative amount in rand to cents, half up (round(x, 2)). */
const toCents = (rands: Fraction): number => Number((rands.n * 200n + rands.d) / (2n * rands.d));

/** The exact parts in rand: tier fee, gateway fee before VAT and its VAT, of the kept round. */
export function specParts(unitPriceRand: Fraction, quantity: number) {
  const tickets = times(unitPriceRand, frac(BigInt(quantity)));
  const fiveHundred = frac(500n);
  const tier = times(tickets, below(unitPriceRand, fiveHundred) ? frac(2n, 100n) : frac(15n, 1000n));
  let fee = frac(0n);
  let parts = { tier, excludingVat: frac(0n), vat: frac(0n) };
  for (let round = 1; round <= 10; round += 1) {
    const excludingVat = plus(times(plus(plus(tickets, tier), fee), frac(35n, 1000n)), frac(2n));
    const vat = times(excludingVat, frac(15n, 100n));
    const next = plus(excludingVat, vat);
    parts = { tier, excludingVat, vat };
    const moved = plus(next, times(fee, frac(-1n)));
    fee = next;
    if (below(moved, frac(1n, 100n))) break;
  }
  return parts;
}

/** The spec's total booking fee in cents, for a price in cents. */
export function specTotalBookingFee(unitPriceCents: number, quantity: number): number {
  const { tier, excludingVat, vat } = specParts(frac(BigInt(unitPriceCents), 100n), quantity);
  return toCents(plus(plus(tier, excludingVat), vat));
}

/** Whether whole `cents` are less than a cent away from an exact amount in rand. */
export function withinACent(cents: number, rands: Fraction): boolean {
  const gap = plus(frac(BigInt(cents), 100n), times(rands, frac(-1n)));
  return below(gap, frac(1n, 100n)) && below(frac(-1n, 100n), gap);
}
