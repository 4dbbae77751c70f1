import type { SpecAnswer } from '@tix/contract/legacy/spec-answers';
import { encodeIdValue, fieldKey, ID_FIELDS, SOFT_ID_FIELDS } from './ids.ts';

// An answer cut down to the fields the spec lists, in its spellings, every value a string as
// PHP's json_encode of mysqli rows prints them, ids opaque.

type Row = Record<string, unknown>;

export const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refusal's own fields: kept whatever the spec lists, so declared failures still read as such. */
export const REFUSAL_FIELDS = ['status', 'message', 'error', 'code'] as const;

/** The value of `name` in `row`, or of another spelling of it (`event_name` for `eventName`). */
function spelled(row: Row, name: string): { found: boolean; value?: unknown } {
  if (name in row) return { found: true, value: row[name] };
  const key = fieldKey(name);
  const other = Object.keys(row).find((k) => fieldKey(k) === key);
  return other === undefined ? { found: false } : { found: true, value: row[other] };
}

/** Picks the listed fields of one object; both spellings where the spec gives two. */
export function pickFields(
  row: Row,
  fields: readonly string[],
  nested: Pick<SpecAnswer, 'nested' | 'nestedRows'> = {},
): Row {
  const picked: Row = {};
  for (const name of fields) {
    const { found, value } = spelled(row, name);
    if (found) picked[name] = value;
  }
  for (const [name, inner] of Object.entries(nested.nested ?? {})) {
    const value = row[name];
    if (isRow(value)) picked[name] = pickFields(value, inner);
    else if (value !== undefined) picked[name] = value;
  }
  for (const [name, inner] of Object.entries(nested.nestedRows ?? {})) {
    const value = row[name];
    if (Array.isArray(value)) picked[name] = value.map((r) => (isRow(r) ? pickFields(r, inner) : r));
    else if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/** The listed fields of an object, or of each object of a list. */
export function pickAnswer(answer: unknown, spec: SpecAnswer, keep: readonly string[] = []): unknown {
  const fields = [...spec.fields, ...keep.filter((k) => !spec.fields.includes(k))];
  if (Array.isArray(answer)) return answer.map((r) => (isRow(r) ? pickFields(r, fields, spec) : r));
  return isRow(answer) ? pickFields(answer, fields, spec) : answer;
}

const isIdField = (name: string) => ID_FIELDS.has(fieldKey(name)) || SOFT_ID_FIELDS.has(fieldKey(name));

/**
 * Every scalar as a string (booleans as "1" and "0", as MySQL's tinyint arrives), null kept, and
 * every id field's number made opaque, at any depth.
 */
export function phpValues(value: unknown, field = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => phpValues(v, field));
  if (isRow(value)) {
    const out: Row = {};
    for (const [name, inner] of Object.entries(value)) out[name] = phpValues(inner, name);
    return out;
  }
  const id = isIdField(field) ? encodeIdValue(value) : value;
  if (typeof id === 'number') return String(id);
  if (typeof id === 'boolean') return id ? '1' : '0';
  return id;
}
