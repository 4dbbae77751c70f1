// Local until contract/src/domain ships its rand formatter; then import that.

const rand = new Intl.NumberFormat('en-ZA', {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer cents as rand for people: R, en-ZA thousands separator, 2 decimals. */
export function formatRand(cents: number): string {
  return rand.format(cents / 100);
}
