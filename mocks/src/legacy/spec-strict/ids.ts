// Opaque ids: the spec gives no id format, so the spec-strict profile never lets a number show.
// Each numeric id of the seed goes out as a letter and base-36 digits (1 -> "xi905t92"), and only what
// decodes exactly comes back in; a raw number where an id belongs names nothing, as an unknown
// id would on a legacy whose ids are not numbers. One encoding for every table: the same account
// is the same text wherever it appears (login's account_id, a ticket's customer_id).

// A row id n is scrambled as n * A mod P (P prime, so it reverses), written in base 36 after an
// "x", with one check character: neighbouring rows look unrelated, and a typed or guessed id
// rarely decodes.
const P = 2_147_483_647n;
const A = 1_103_515_245n;
/** A's inverse modulo P (A * A_INV mod P = 1). */
const A_INV = modInverse(A, P);
const PREFIX = 'x';

function modInverse(a: bigint, m: bigint): bigint {
  let [r0, r1, s0, s1] = [a % m, m, 1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return ((s0 % m) + m) % m;
}

const check = (n: number): string => ((n * 31 + 7) % 36).toString(36);

/** Field names that hold ids, lower case without underscores (`event_id`, `eventId` -> eventid). */
export const ID_FIELDS: ReadonlySet<string> = new Set([
  'accountid',
  'boosterid',
  'businessid',
  'campaignid',
  'customerid',
  'eventid',
  'id',
  'modelid',
  'neweventid',
  'partnerid',
  'payoutid',
  'promoterid',
  'provinceid',
  'recruitid',
  'refundid',
  'textid',
  'ticketid',
]);

/**
 * Fields that carry an id when they carry a number but may hold other text: INSERTIMPRESSION's
 * browser-made `clientid`, the provider's pass-through `custom_str` fields. Decoded when they
 * decode, left alone otherwise.
 */
export const SOFT_ID_FIELDS: ReadonlySet<string> = new Set([
  'clientid',
  'customstr1',
  'customstr2',
  'customstr3',
  'customstr4',
]);

/** What an id that does not decode becomes: a row number no seed or insert reaches. */
export const UNKNOWN_ID = '2147483647';

export const fieldKey = (name: string): string => name.replaceAll('_', '').toLowerCase();

const isWholeNumber = (text: string) => /^[1-9]\d*$/.test(text) && Number.isSafeInteger(Number(text));

/** The opaque text of a positive row id. */
export function encodeId(id: number | string): string {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1 || BigInt(n) >= P) throw new Error(`Not a row id: ${String(id)}`);
  return `${PREFIX}${((BigInt(n) * A) % P).toString(36)}${check(n)}`;
}

/** The row id behind an opaque id, or null when `text` is not one this stand-in sent. */
export function decodeId(text: string): number | null {
  if (!/^x[0-9a-z]{2,8}$/.test(text)) return null;
  const m = Number.parseInt(text.slice(1, -1), 36);
  if (!Number.isSafeInteger(m) || m < 1 || BigInt(m) >= P) return null;
  const n = Number((BigInt(m) * A_INV) % P);
  // Only the canonical spelling decodes ("x06w0" is not "x6w0").
  return encodeId(n) === text ? n : null;
}

/** An outgoing value of an id field: whole numbers become opaque; 0, '' and text stay. */
export function encodeIdValue(value: unknown): unknown {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return encodeId(value);
  if (typeof value === 'string' && isWholeNumber(value)) return encodeId(value);
  return value;
}

/** An incoming value of an id field: opaque ids decode; "" and "0" (PHP's none) stay; the rest names nothing. */
export function decodeIdValue(value: unknown, soft: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => decodeIdValue(v, soft));
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  const id = decodeId(trimmed);
  if (id !== null) return String(id);
  if (soft || trimmed === '' || trimmed === '0') return value;
  return UNKNOWN_ID;
}
