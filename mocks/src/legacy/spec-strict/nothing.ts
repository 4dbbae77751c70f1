import type { SpecAnswer } from '@tix/contract/legacy/spec-answers';
import { keyHash } from './key-hash.ts';

// PHP's forms of "nothing". A list with no rows is `[]` (what `json_encode` of an empty
// `fetch_all` gives) unless the spec gives its own words ("val 0", "data 0", "error flag 1").
// A one-row read that finds no row answers whatever its script happens to print, so each
// operation gets one of PHP's four usual forms, fixed by its name: `null` (json_encode of a
// missing row), `false` (mysqli_fetch_assoc's false), `[]` (an empty fetch_all) or an empty
// body (the script echoes nothing). `nothingForm` says which; README lists the notable ones.

export type NothingForm = 'null' | 'false' | '[]' | 'empty body';
const FORMS: readonly NothingForm[] = ['null', 'false', '[]', 'empty body'];

const SPEC_EMPTY: Record<NonNullable<SpecAnswer['empty']>, string> = {
  val0: '{"val":0}',
  data0: '{"data":0}',
  error1: '{"error":1}',
};

/** The form an operation's one-row read takes when no row is found. */
export const nothingForm = (key: string): NothingForm =>
  FORMS[keyHash(key, 'nothing') % FORMS.length] ?? 'null';

const FORM_BODY: Record<NothingForm, string> = { null: 'null', false: 'false', '[]': '[]', 'empty body': '' };

/** The body of an operation's "nothing": the spec's words where it gives them, else PHP's. */
export function nothingBody(key: string, spec: SpecAnswer | undefined): string {
  if (spec?.empty) return SPEC_EMPTY[spec.empty];
  if (spec?.shape === 'rows') return '[]';
  return FORM_BODY[nothingForm(key)];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const zeroish = (value: unknown) => value === 0 || value === '0';

/**
 * Whether the rich handler's answer means "no row": null, false, '', [], {}, or the rich
 * profile's `{val: 0}` (`{data: 0}`, `{error: 1}` alone) where the spec does not list that field
 * as part of the answer itself (CAMPAIGNSTATSUSS's `val` is a figure, not nothing).
 */
export function isNothing(answer: unknown, spec: SpecAnswer | undefined): boolean {
  if (answer === null || answer === undefined || answer === false || answer === '') return true;
  if (Array.isArray(answer)) return answer.length === 0;
  if (!isObject(answer)) return false;
  const keys = Object.keys(answer);
  if (keys.length === 0) return true;
  if (keys.length !== 1) return false;
  const [only = ''] = keys;
  if (spec?.fields.includes(only)) return false;
  if (only === 'val' || only === 'data') return zeroish(answer[only]);
  return only === 'error' && (answer.error === 1 || answer.error === '1' || answer.error === true);
}
