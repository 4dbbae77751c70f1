import type { z } from 'zod';
import type { SpecAnswer } from './spec-answers.ts';

// Answers a legacy written from the spec alone could send: only the fields SPEC_ANSWERS lists,
// every value a string (PHP's json_encode of a MySQL row), and PHP's forms of "nothing". The
// reliance test parses them with the catalogue's schemas to find what the product requires
// beyond the spec; the spec-strict stand-in and legacy:check may build on the same samples.

const STATUS_WORDS: Readonly<Record<string, string>> = {
  campaignStatus: 'running',
  campaignstatus: 'running',
  campaign_status: 'running',
  status: 'success',
  account_type: 'customer',
  accountType: 'customer',
  logged_account_type: 'customer',
  ticket_cat: 'vip',
  category: 'vip',
  refund_status: 'Pending',
  payment_status: 'complete',
  payout_type: 'partial',
  payout_status: 'Pending',
  gender: 'female',
  eventStatus: 'active',
  refundRulesConfigured: 'yes',
  isAffiliate: 'no',
};

const DATE = /date|Date|_day$|eventday$|^dt|_at$|^fromdate$|^todate$|^duration$|^enddate$/;
const TIME = /time$|Time$|^time_at$/;
/** Fields that hold a number, an id or a 0/1 flag: sent as a numeric string. */
const NUMBER = new RegExp(
  [
    'id$|Id$|count|Count|price|amount|Amount|balance|budget|Budget|total|qty|quantity|sold|avail|tickets$',
    'admission|likes|^val$|revenue|Revenue|fee|Fee|sales|views|clicks|Clicks|buyers|^age|points|activation',
    'selected|checked|instock|initial_load|executed|ticket_number$|cutOff|cutoff|days|Days|Attempts|ongoing',
    'upcoming|past|expected|numOf|credit|payout$|Earnings|^is_|isEligible|ranks|audience|transferred|markedtransfer|net|gross',
    'refundsAllowed|refundPolicyLocked$|autoApprove|autoRefund|auto_approve|^error$|deletion',
  ].join('|'),
);

/** A value as PHP would print it for this field: always a string. */
export function sampleValue(field: string): string {
  const word = STATUS_WORDS[field];
  if (word !== undefined) return word;
  if (TIME.test(field)) return '18:00';
  if (DATE.test(field)) return '2026-12-01';
  if (NUMBER.test(field)) return '1';
  return 'text';
}

const objectOf = (fields: readonly string[], lists: readonly string[] = []): Record<string, unknown> =>
  Object.fromEntries(
    fields.map((field) => [field, lists.includes(field) ? [sampleValue(field)] : sampleValue(field)]),
  );

/** One object with every field the spec lists for it, nested objects and lists included. */
export function sampleObject(answer: SpecAnswer): Record<string, unknown> {
  const object = objectOf(answer.fields, answer.lists);
  for (const [holder, fields] of Object.entries(answer.nested ?? {})) object[holder] = objectOf(fields);
  for (const [holder, fields] of Object.entries(answer.nestedRows ?? {})) object[holder] = [objectOf(fields)];
  return object;
}

/** The answer the spec describes, with one row where it is a list. */
export function sampleAnswer(answer: SpecAnswer): unknown {
  return answer.shape === 'rows' ? [sampleObject(answer)] : sampleObject(answer);
}

/** The refusal the spec gives beside the answer (`{status: 'failed', message}`), when it gives one. */
export function sampleRefusal(answer: SpecAnswer): Record<string, unknown> | undefined {
  if (!answer.refusal) return undefined;
  return Object.fromEntries(answer.refusal.map((f) => [f, f === 'status' ? 'failed' : sampleValue(f)]));
}

/** PHP's forms of "nothing", by the name the reliance test reports them under. */
export const NOTHING_FORMS: ReadonlyArray<readonly [string, unknown]> = [
  ['null', null],
  ['[]', []],
  ['{}', {}],
  ['{"val":0}', { val: 0 }],
  ['false', false],
  ['""', ''],
];

/** An id as a legacy may make it: the spec gives no id format, so ids are opaque strings. */
export const OPAQUE_ID = 'ev-7a';
const isIdField = (field: string): boolean => /id$|Id$/.test(field);

/** The same answer with every id field an opaque string (`ev-7a`), not a number. */
export function withOpaqueIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withOpaqueIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      typeof v === 'string' && isIdField(k) ? OPAQUE_ID : withOpaqueIds(v),
    ]),
  );
}

/** The spec's own empty form of an answer, when it names one. */
export function specEmptyForm(answer: SpecAnswer): unknown {
  switch (answer.empty) {
    case 'val0':
      return { val: '0' };
    case 'data0':
      return { data: '0' };
    case 'error1':
      return { error: '1' };
    default:
      return undefined;
  }
}

type Issue = z.core.$ZodIssue;

const pathOf = (prefix: string, path: readonly PropertyKey[]): string => {
  let out = prefix;
  for (const part of path) {
    if (typeof part === 'number') out = `${out === '' ? 'rows' : out}[]`;
    else out = out === '' ? String(part) : `${out}.${String(part)}`;
  }
  return out;
};

/**
 * The field paths an answer fails on (`balance`, `rows[].balance`, `events[].eventid`), or
 * `shape` where no form the schema accepts has the answer's outer shape. Of a union's options,
 * the one that fits the answer's shape with the fewest complaints is the one the answer meant.
 */
export function failingPaths(issues: readonly Issue[], prefix = ''): string[] {
  const out = new Set<string>();
  for (const issue of issues) {
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const here = pathOf(prefix, issue.path);
      const fitting = issue.errors.filter((branch) => branch.every((i) => i.path.length > 0));
      if (fitting.length === 0) {
        out.add(here === '' ? 'shape' : here);
        continue;
      }
      const best = fitting.reduce((a, b) => (b.length < a.length ? b : a));
      for (const path of failingPaths(best, here)) out.add(path);
      continue;
    }
    const path = pathOf(prefix, issue.path);
    out.add(path === '' ? 'shape' : path);
  }
  return [...out].sort();
}

/** The paths where `schema` refuses `value`, or none when it parses. */
export function refusedPaths(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : failingPaths(result.error.issues);
}

/**
 * What a legacy written from the spec alone may answer that the operation's schema refuses: the
 * field paths of the spec's answer (`rows[].balance`; `eventid (opaque id)` where only a numeric id
 * passes), of its refusal (`refusal.message`), its own
 * empty form (`empty`), and PHP's forms of nothing (`nothing (null)`), each a reliance the
 * assumptions list must name.
 */
export function specRefusals(schema: z.ZodType, answer: SpecAnswer): string[] {
  const sample = sampleAnswer(answer);
  const out = refusedPaths(schema, sample);
  for (const path of refusedPaths(schema, withOpaqueIds(sample)))
    if (!out.includes(path)) out.push(`${path} (opaque id)`);
  const refusal = sampleRefusal(answer);
  if (refusal) out.push(...refusedPaths(schema, refusal).map((p) => `refusal.${p}`));
  const empty = specEmptyForm(answer);
  if (empty !== undefined && !schema.safeParse(empty).success) out.push('empty');
  if (answer.shape !== 'status')
    for (const [name, value] of NOTHING_FORMS)
      if (!schema.safeParse(value).success) out.push(`nothing (${name})`);
  return out;
}
