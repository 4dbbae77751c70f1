import { legacy } from '@tix/contract';
import type { StubMapping } from './postprocess.ts';
import { withoutServerNoise } from './server-noise.ts';

// Personal data out of a recording of a real legacy, consistently: every name, email, phone, ID
// number, bank account number, street address and social handle found anywhere in the recording is replaced, in every file, by
// one stable stand-in (the same real value always gets the same one), so a replayed journey still
// links up (the email typed at login is the one the profile shows, a buyer's phone the one the
// customer list has). Stand-ins are numbered in the order the values first appear, so the same
// traffic gives the same files; nothing derived from the real value (no hash) is kept.

/** Answer and request fields that hold a person's name (business and event names are not). */
const NAME_FIELDS = new Set([
  'account_name',
  'accountname',
  'accountName',
  'fname',
  'lname',
  'firstname',
  'firstName',
  'first_name',
  'lastname',
  'lastName',
  'last_name',
  'surname',
  'name_first',
  'name_last',
  'fullname',
  'fullName',
  'full_name',
  'names',
  'customername',
  'customerName',
  'buyer_name',
  'buyerName',
  'partnername',
  'organiser_name',
  'organiserName',
  'boostername',
  'contactName',
  'contact_name',
  'holder',
  'model_name',
  'modelName',
  'account_holder',
]);
const PHONE_FIELD = /phone|cell(_?number)?$|^mobile$|msisdn/i;
const ID_NUMBER_FIELDS = new Set(['idnumber', 'id_number', 'idNumber', 'identity_number', 'said']);
const BANK_FIELDS = new Set([
  'account_number',
  'accountnumber',
  'accountNumber',
  'account_number_edit',
  'bank_account',
]);

/** Fields holding a street or postal address: the whole value is replaced wherever it appears. */
const ADDRESS_FIELD =
  /^(?:street_?)?address(?:_?(?:line)?_?\d)?$|^(?:physical|postal|business|street|home|billing)_?address$|^street$/i;
/** Fields holding a social media handle or profile address. */
const SOCIAL_FIELD =
  /^(?:facebook|twitter|instagram|tiktok|linkedin|youtube|snapchat|threads|x)(?:_?(?:handle|url|link|username))?$/i;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** South African mobile and landline numbers in their usual spellings. */
const PHONE = /(?<![\d+])(?:\+27|27|0)[1-8]\d{8}(?!\d)/g;
const THIRTEEN_DIGITS = /(?<!\d)\d{13}(?!\d)/g;

/** The Luhn check South African ID numbers pass (a 13-digit timestamp almost never does). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const nationalPhone = (phone: string) => `0${phone.replace(/^(\+27|27|0)/, '')}`;
const letters = (n: number): string => {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(97 + ((k - 1) % 26)) + out;
  return out;
};
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The real-to-stand-in table of one recording, filled as values are found. */
export class PersonalData {
  private readonly emails = new Map<string, string>();
  private readonly phones = new Map<string, string>();
  private readonly words = new Map<string, string>();
  private readonly exact = new Map<string, string>();
  /** Whole texts (addresses, social handles), replaced as they are, URL-encoded too. */
  private readonly texts = new Map<string, string>();

  /** Gives the test accounts' logins readable stand-ins (`customer@replay.invalid`) first. */
  constructor(logins: Readonly<Record<string, string>> = {}) {
    for (const [role, login] of Object.entries(logins)) {
      if (login.includes('@')) this.emails.set(login.toLowerCase(), `${role}@replay.invalid`);
      else if (PHONE.test(login)) this.phone(login);
      PHONE.lastIndex = 0;
    }
  }

  /** The stand-in a test account's login became (what QA types on replay). */
  standInOf(login: string): string {
    if (login.includes('@')) return this.email(login);
    return this.phoneSpelling(login);
  }

  private email(value: string): string {
    const key = value.toLowerCase();
    let s = this.emails.get(key);
    if (!s) {
      s = `person-${this.emails.size + 1}@replay.invalid`;
      this.emails.set(key, s);
    }
    return s;
  }

  private phone(value: string): string {
    const key = nationalPhone(value);
    let s = this.phones.get(key);
    if (!s) {
      s = `079${String(this.phones.size + 1).padStart(7, '0')}`;
      this.phones.set(key, s);
    }
    return s;
  }

  /** The stand-in in the spelling the real value used (`+27...`, `27...` or `0...`). */
  private phoneSpelling(value: string): string {
    const national = this.phone(value);
    if (value.startsWith('+27')) return `+27${national.slice(1)}`;
    if (value.startsWith('27')) return `27${national.slice(1)}`;
    return national;
  }

  private name(value: string): void {
    for (const word of value.split(/[\s,]+/))
      if (word.length >= 3 && /^\p{L}[\p{L}'-]*$/u.test(word) && !this.words.has(word))
        this.words.set(word, `Name${letters(this.words.size + 1)}`);
  }

  private digits(value: string): void {
    if (value.length < 5 || this.exact.has(value)) return;
    const n = String(this.exact.size + 1);
    this.exact.set(value, `9${n.padStart(value.length - 1, '0')}`.slice(0, value.length));
  }

  private address(value: string): void {
    if (value.length < 4 || this.texts.has(value)) return;
    this.texts.set(value, `${this.texts.size + 1} Replay Street`);
  }

  /** A handle keeps its shape (`@name`, a profile address, a bare name) so screens still link it. */
  private social(value: string): void {
    if (value.length < 2 || this.texts.has(value)) return;
    const n = this.texts.size + 1;
    const standIn = /^https?:\/\//i.test(value)
      ? `https://social.invalid/replay-${n}`
      : value.startsWith('@')
        ? `@replay_${n}`
        : `replay_${n}`;
    this.texts.set(value, standIn);
  }

  /** Learns the personal values of one parsed JSON value (an answer, a request's parameters). */
  learn(value: unknown, field?: string): void {
    if (Array.isArray(value)) for (const v of value) this.learn(v, field);
    else if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) this.learn(v, k);
    else if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value).trim();
      if (field && NAME_FIELDS.has(field)) this.name(text);
      else if (field && ADDRESS_FIELD.test(field)) this.address(text);
      else if (field && SOCIAL_FIELD.test(field)) this.social(text);
      else if (field && (ID_NUMBER_FIELDS.has(field) || BANK_FIELDS.has(field)))
        this.digits(text.replace(/\s/g, ''));
      else if (field && PHONE_FIELD.test(field) && /^[+\d\s]{9,}$/.test(text))
        this.phone(text.replace(/\s/g, ''));
      this.learnText(text);
    }
  }

  /** Emails, phones and ID numbers anywhere in a text. */
  learnText(text: string): void {
    for (const m of text.matchAll(EMAIL)) this.email(m[0]);
    for (const m of text.matchAll(PHONE)) this.phone(m[0]);
    for (const m of text.matchAll(THIRTEEN_DIGITS)) if (luhn(m[0])) this.digits(m[0]);
  }

  /** Replaces every known value in a text, in its plain and URL-encoded spellings. */
  replace(text: string): string {
    let out = text;
    // Longest first, so an address is replaced before a shorter one inside it.
    for (const [real, s] of [...this.texts].sort((a, b) => b[0].length - a[0].length))
      for (const [from, to] of [
        [JSON.stringify(real).slice(1, -1), JSON.stringify(s).slice(1, -1)],
        [encodeURIComponent(real), encodeURIComponent(s)],
        [
          new URLSearchParams({ v: real }).toString().slice(2),
          new URLSearchParams({ v: s }).toString().slice(2),
        ],
      ] as const)
        out = out.replaceAll(from, to);
    out = out.replace(EMAIL, (m) => this.emails.get(m.toLowerCase()) ?? m);
    out = out.replace(/[A-Za-z0-9._%+-]+%40[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, (m) => {
      const real = decodeURIComponent(m).toLowerCase();
      const s = this.emails.get(real);
      return s ? encodeURIComponent(s) : m;
    });
    out = out.replace(/(?<![\d+])(?:\+27|%2B27|27|0)[1-8]\d{8}(?!\d)/g, (m) => {
      const plain = m.replace('%2B', '+');
      if (!this.phones.has(nationalPhone(plain))) return m;
      const s = this.phoneSpelling(plain);
      return m.startsWith('%2B') ? s.replace('+', '%2B') : s;
    });
    for (const [real, s] of this.exact)
      out = out.replace(new RegExp(`(?<!\\d)${literal(real)}(?!\\d)`, 'g'), s);
    if (this.words.size > 0) {
      const words = [...this.words.keys()].sort((a, b) => b.length - a.length).map(literal);
      out = out.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'gu'),
        (m) => this.words.get(m) ?? m,
      );
    }
    return out;
  }
}

const parse = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text.slice(Math.max(0, text.search(/[[{]/))));
  } catch {
    return undefined;
  }
};

/** The parameters a recorded request sent: its query, and a urlencoded form body's. */
function requestValues(m: StubMapping): Record<string, string> {
  const out: Record<string, string> = {};
  const url = new URL(m.request.url ?? m.request.urlPath ?? '/', 'http://recorded');
  for (const [k, v] of url.searchParams) out[k] = v;
  for (const [k, v] of Object.entries(m.request.queryParameters ?? {})) {
    const value = v.equalTo ?? v.hasExactly?.[0]?.equalTo;
    if (value !== undefined) out[k] = value;
  }
  const body = m.request.bodyPatterns?.[0]?.equalTo;
  if (typeof body === 'string' && !body.startsWith('--') && !body.trimStart().startsWith('{'))
    for (const [k, v] of new URLSearchParams(body)) out[k] = v;
  return out;
}

/** Secret fields of an answer lose their values (a legacy that echoes a code must not leak it). */
function dropSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      legacy.isSecretParam(k) && typeof v === 'string' ? '' : dropSecrets(v),
    ]),
  );
}

/**
 * Scrubs personal data (and PHP's notices, server-noise.ts) out of every mapping of one recording (learn all, then replace all, so a
 * value first seen in a late answer is replaced in an early URL too) and blanks secret fields of
 * JSON answers. Returns the scrubbed mappings; `table` then tells what the test logins became.
 */
export function scrubPersonalData(input: readonly StubMapping[], table: PersonalData): StubMapping[] {
  // PHP's notices and the server's file paths go from every body first.
  const mappings = input.map((m) =>
    m.response.body === undefined
      ? m
      : { ...m, response: { ...m.response, body: withoutServerNoise(m.response.body) } },
  );
  for (const m of mappings) {
    table.learn(requestValues(m));
    const answer = parse(m.response.body);
    if (answer !== undefined) table.learn(answer);
    else if (m.response.body) table.learnText(m.response.body);
  }
  return mappings.map((m) => {
    const copy: StubMapping = structuredClone(m);
    const answer = parse(copy.response.body);
    if (answer !== undefined && copy.response.body !== undefined) {
      const prefix = copy.response.body.slice(0, Math.max(0, copy.response.body.search(/[[{]/)));
      copy.response.body = prefix + JSON.stringify(dropSecrets(answer));
    }
    return JSON.parse(table.replace(JSON.stringify(copy))) as StubMapping;
  });
}
