// Money is integer cents everywhere (STYLE.md rule 8). Rates are integer basis points so that
// the only non-integer value in any calculation is the one division that applies a rate, and
// that division is rounded explicitly, here, in one place.

/** An amount of South African rand in integer cents. */
export type Cents = number;
/** A rate in basis points: 1% = 100, 3.5% = 350, 15% = 1500. */
export type BasisPoints = number;

export const CENTS_PER_RAND = 100;
export const BASIS_POINTS_PER_WHOLE = 10_000;

/** Throws when a value is not a safe integer: a fraction of a cent is always a programming error. */
export function assertCents(value: number, name = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a whole number of cents, got ${value}`);
  }
  return value;
}

/**
 * Divides two integers and rounds half away from zero. Integer inputs below 2^53 make the float
 * quotient correctly rounded, so an exact half is seen as a half and never as 0.49999.
 */
export function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.abs(numerator) / Math.abs(denominator);
  const rounded = Math.floor(quotient + 0.5);
  return Math.sign(numerator) * Math.sign(denominator) < 0 ? -rounded : rounded;
}

/** `amount × rate`, rounded to the nearest cent (half away from zero). */
export function applyRate(amount: Cents, rate: BasisPoints): Cents {
  assertCents(amount);
  return divideRounded(amount * rate, BASIS_POINTS_PER_WHOLE);
}

/** A percentage as typed by people (12.5 means 12.5%) to basis points, rounded to 0.01%. */
export function percentToBasisPoints(percent: number): BasisPoints {
  return Math.round(percent * 100);
}

/** Whole rand to cents, for constants and tests written in the spec's own units. */
export function rand(amount: number): Cents {
  return assertCents(Math.round(amount * CENTS_PER_RAND), 'rand amount');
}

/** Clamps an amount to [min, max]. */
export function clampCents(value: Cents, min: Cents, max: Cents): Cents {
  return Math.min(Math.max(value, min), max);
}

/** The thousands separator of formatRand: a plain space (see formatRand for why). */
export const RAND_GROUP_SEPARATOR = ' ';

/**
 * Formats cents as rand for display: 'R1 234.50', 'R0.00', '-R12.00'.
 *
 * Intl on Node 20 (ICU 74+) gives 'R 1 234,50' for en-ZA currency: a no-break space after the
 * R and between groups, and a decimal comma. The spec and the legacy screens show 'R' with a
 * decimal point, so this formats by hand: 'R' directly followed by the digits, groups of three
 * separated by a plain space (U+0020), a '.' and exactly two decimals, a leading '-' for
 * negatives. The result does not depend on the ICU version or the machine's locale data. A
 * plain space keeps tests and copy easy to type; the UI should set `white-space: nowrap`.
 */
export function formatRand(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const fraction = abs % CENTS_PER_RAND;
  const whole = (abs - fraction) / CENTS_PER_RAND;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, RAND_GROUP_SEPARATOR);
  const sign = cents < 0 ? '-' : '';
  return `${sign}R${grouped}.${String(fraction).padStart(2, '0')}`;
}

const SPACES = /[\s\u00a0\u202f\u2009]/g;

/**
 * Parses a rand amount typed by a person into cents; null when it is not an amount.
 *
 * Accepted: an optional '-', an optional 'R' (any case), digits grouped by spaces or commas,
 * and up to two decimals after '.'. A comma is a decimal comma only when the text has no '.',
 * holds one comma, and 1 or 2 digits follow it ('1234,5' and '1 234,50' as en-ZA Intl writes
 * them); otherwise commas group thousands ('1,234.50', '1,234'). Three or more decimals are
 * rejected rather than silently rounded, since money typed by a person should mean what it says.
 */
export function parseRandToCents(input: string): Cents | null {
  let text = input.replace(SPACES, '');
  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  if (/^r/i.test(text)) text = text.slice(1);
  if (!negative && text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  if (!text.includes('.') && /^[\d,]*\d,\d{1,2}$/.test(text) && text.split(',').length === 2) {
    text = text.replace(',', '.');
  } else {
    text = text.replace(/(\d),(?=\d)/g, '$1');
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text) ?? /^()\.(\d{1,2})$/.exec(text);
  if (!match) return null;
  const whole = match[1] === '' || match[1] === undefined ? 0 : Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * CENTS_PER_RAND + fraction;
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}
