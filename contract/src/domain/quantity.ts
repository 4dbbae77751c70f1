// How many admissions one purchase or promoter sale may hold (spec part 1, sections 4, 5 and 9;
// part 2, section 5). The messages belong to the forms; these functions only say which limit
// was met, so each form can show its own copy.

export const MIN_ADMISSIONS = 1;
export const MAX_ADMISSIONS = 15;

/**
 * Brings any number into 1..15 as a whole admission count. Fractions are cut off (a half
 * admission is not one) and anything that is not a number falls back to the minimum.
 */
export function clampQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return MIN_ADMISSIONS;
  return Math.min(Math.max(Math.trunc(quantity), MIN_ADMISSIONS), MAX_ADMISSIONS);
}

export type QuantityLimit = 'sold-out' | 'minimum' | 'maximum' | 'stock' | null;

/**
 * Which limit a requested quantity hits, or null when it is allowed. `available` is the stock of
 * the chosen group (adults or kids), rechecked from the server before each increase. The order
 * follows the spec: a sold-out group first, then the 1 and 15 bounds, then the stock left.
 */
export function quantityLimit(requested: number, available: number): QuantityLimit {
  if (available <= 0) return 'sold-out';
  if (requested < MIN_ADMISSIONS) return 'minimum';
  if (requested > MAX_ADMISSIONS) return 'maximum';
  if (requested > available) return 'stock';
  return null;
}

export interface QuantityStep {
  quantity: number;
  /** The limit that stopped the step, or null when the step was taken. */
  limit: QuantityLimit;
}

/** The plus and minus buttons: move by `delta` unless a limit stops it, then stay put. */
export function stepQuantity(current: number, delta: 1 | -1, available: number): QuantityStep {
  const next = current + delta;
  const limit = quantityLimit(next, available);
  return limit === null ? { quantity: next, limit } : { quantity: current, limit };
}
