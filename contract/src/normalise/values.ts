// Small conversions shared by every normaliser. The legacy sends PHP values: numbers as strings,
// empty strings for "none", '0000-00-00' dates.

/** The value as a string, trimmed; empty is none. */
export function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = typeof value === 'string' ? value : String(value);
  const n = s.length;
  if (n === 0) return null;
  // Nothing to trim when both ends are printable ASCII other than a space, as most of the
  // legacy's values are (a list of tickets has a dozen per row): every character trim() removes
  // is below 33 or above 126.
  const first = s.charCodeAt(0);
  const last = s.charCodeAt(n - 1);
  if (first > 32 && first < 127 && last > 32 && last < 127) return s;
  const trimmed = s.trim();
  return trimmed === '' ? null : trimmed;
}

export function id(value: unknown): string {
  return text(value) ?? '';
}

export function integer(value: unknown, fallback = 0): number {
  // The legacy's usual spelling ('1', '0', '12': digits only) read by its characters, without a
  // String(), a trim and a Number() each (a list of tickets has three per row; property-tested).
  if (typeof value === 'string') {
    const n = value.length;
    if (n > 0 && n <= 15) {
      let whole = 0;
      let i = 0;
      for (; i < n; i++) {
        const c = value.charCodeAt(i) - 48;
        if (c < 0 || c > 9) break;
        whole = whole * 10 + c;
      }
      if (i === n) return whole;
    }
  }
  return anyInteger(value, fallback);
}

/** integer() by its definition: a number, or text read as one, its fraction dropped. */
export function anyInteger(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** Rand (number or decimal string) to integer cents, exact for two decimals. */
export function randToCents(value: unknown): number | null {
  if (typeof value === 'string') {
    const cents = plainRandToCents(value);
    if (cents !== undefined) return cents;
  }
  return anyRandToCents(value);
}

/**
 * The legacy's usual spelling ('140.00', '70', '12.5': digits, at most two decimals, no sign,
 * space or symbol) read by its characters, without a trim, a replace and a regular expression
 * per amount (a list of tickets has two per row). Undefined for anything else, which the
 * general reading below takes; both agree on every input (property-tested).
 */
function plainRandToCents(s: string): number | undefined {
  const n = s.length;
  let whole = 0;
  let i = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    whole = whole * 10 + c;
  }
  // No digit first, or more than 12 (beyond those, the general reading decides).
  if (i === 0 || i > 12) return undefined;
  if (i === n) return whole * 100;
  if (s.charCodeAt(i) !== 46 || n - i - 1 < 1 || n - i - 1 > 2) return undefined;
  const tens = s.charCodeAt(i + 1) - 48;
  const units = n - i - 1 === 2 ? s.charCodeAt(i + 2) - 48 : 0;
  if (tens < 0 || tens > 9 || units < 0 || units > 9) return undefined;
  return whole * 100 + tens * 10 + units;
}

/** Any rand amount: a number, or text with spaces, an R, thousands commas, a sign, more decimals. */
export function anyRandToCents(value: unknown): number | null {
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

/** '1', 'yes' or 'true' in any case, spaces around ignored. */
export function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  // The legacy's usual '1' and '0': one character is true only as '1' (no trim, no lower case).
  if (typeof value === 'string' && value.length === 1) return value === '1';
  const s = String(value ?? '')
    .trim()
    .toLowerCase();
  return s === '1' || s === 'yes' || s === 'true';
}

const isDigit = (s: string, at: number) => {
  const c = s.charCodeAt(at);
  return c >= 48 && c <= 57;
};

/** A date as YYYY-MM-DD, accepting 'YYYY-MM-DD hh:mm:ss' too. */
export function day(value: unknown): string | null {
  const s = text(value);
  if (!s || s.startsWith('0000')) return null;
  // Read by character rather than by a regular expression (two per ticket in a list).
  if (s.length < 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return null;
  if (!(isDigit(s, 0) && isDigit(s, 1) && isDigit(s, 2) && isDigit(s, 3))) return null;
  if (!(isDigit(s, 5) && isDigit(s, 6) && isDigit(s, 8) && isDigit(s, 9))) return null;
  return s.length === 10 ? s : s.slice(0, 10);
}

/** 'hh:mm' from 'hh:mm' or 'hh:mm:ss' at the end of a value (a time, or a DATETIME's time part). */
export function clock(value: unknown): string | null {
  const s = text(value);
  if (!s) return null;
  const n = s.length;
  // The leftmost reading wins, as with /(\d{2}):(\d{2})(?::\d{2})?$/: with seconds first.
  if (hhmm(s, n - 8) && s.charCodeAt(n - 3) === 58 && isDigit(s, n - 2) && isDigit(s, n - 1))
    return s.slice(n - 8, n - 3);
  if (hhmm(s, n - 5)) return n === 5 ? s : s.slice(n - 5);
  return null;
}

/** 'dd:dd' at `at`. */
const hhmm = (s: string, at: number) =>
  at >= 0 &&
  s.charCodeAt(at + 2) === 58 &&
  isDigit(s, at) &&
  isDigit(s, at + 1) &&
  isDigit(s, at + 3) &&
  isDigit(s, at + 4);
