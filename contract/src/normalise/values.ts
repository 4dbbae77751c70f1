// Small conversions shared by every normaliser. The legacy sends PHP values: numbers as strings,
// empty strings for "none", '0000-00-00' dates.

export function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

export function id(value: unknown): string {
  return text(value) ?? '';
}

export function integer(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** Rand (number or decimal string) to integer cents, exact for two decimals. */
export function randToCents(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const s =
    typeof value === 'number'
      ? value.toFixed(2)
      : String(value)
          .trim()
          .replace(/[\sR,]/g, '');
  const m = /^(-)?(\d+)(?:\.(\d{1,}))?$/.exec(s);
  if (!m) return null;
  const whole = Number(m[2]);
  const fraction = (m[3] ?? '').padEnd(3, '0');
  // Round half up on the third decimal.
  const cents = whole * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return m[1] ? -cents : cents;
}

export function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const s = String(value ?? '')
    .trim()
    .toLowerCase();
  return s === '1' || s === 'yes' || s === 'true';
}

/** A date as YYYY-MM-DD, accepting 'YYYY-MM-DD hh:mm:ss' too. */
export function day(value: unknown): string | null {
  const s = text(value);
  if (!s || s.startsWith('0000')) return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(s);
  return m?.[1] ?? null;
}
