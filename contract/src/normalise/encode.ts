// Outbound encoders: domain values to the text the legacy expects. The normalisers in this folder
// go the other way (raw legacy answers to domain values); every conversion lives here, once.
import type { Cents } from '../domain/money.ts';

/** Integer cents to the legacy's rand text with two decimals: 25000 -> '250.00', -5 -> '-0.05'. */
export function centsToLegacyRand(cents: Cents): string {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be a whole number, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
