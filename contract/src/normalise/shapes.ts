import { isNothing, type Nothing } from '../legacy/raw.ts';
import { integer, randToCents, text } from './values.ts';

// Shapes of raw answers shared by the organiser, promoter and money normalisers. Internal to
// this folder (not re-exported from index.ts): callers see only the domain types.

// Array.isArray narrows to any[]; the casts below restate the element type computed here.
type RowOf<R> = R extends readonly (infer T)[] ? T : never;
type OneOf<R> = R extends readonly (infer T)[] ? T : Exclude<R, Nothing>;

/**
 * The rows of a list answer. Anything else the legacy sends instead of an empty list (any of PHP's
 * forms of nothing in raw.ts, `{data: 0}`, `{error: 1}`, `{status: 'failed'}`) is no rows.
 */
export function listRows<R>(raw: R): RowOf<R>[] {
  return Array.isArray(raw) ? (raw as RowOf<R>[]) : [];
}

/** An answer the spec does not pin down as one object or a list of them: its first object. */
export function oneRow<R>(raw: R): OneOf<R> | undefined {
  if (Array.isArray(raw)) return raw[0] as OneOf<R> | undefined;
  // Any of PHP's forms of nothing (`null`, `false`, `{}`, `{val: 0}`, '', 0) is no row.
  return raw === undefined || isNothing(raw) ? undefined : (raw as OneOf<R>);
}

/** A count the legacy may omit, send as a string or as a negative placeholder: never below 0. */
export function count(value: unknown): number {
  return Math.max(0, integer(value));
}

/** A count that stays null when the legacy did not send one. */
export function countOrNull(value: unknown): number | null {
  return text(value) === null ? null : count(value);
}

/** An amount that is 0 when missing (totals and fees), in cents. */
export function cents(value: unknown): number {
  return randToCents(value) ?? 0;
}

/** The first of several spellings that carries text. */
export function firstText(...values: unknown[]): string | null {
  for (const value of values) {
    const s = text(value);
    if (s !== null) return s;
  }
  return null;
}

/** Lower-case text, for status words the legacy capitalises at random. */
export function word(...values: unknown[]): string | null {
  return firstText(...values)?.toLowerCase() ?? null;
}

/** "First Last", or whichever half exists, or the email when the buyer left no name. */
export function fullName(first: string | null, last: string | null, fallback: string | null): string {
  return [first, last].filter((part) => part !== null).join(' ') || (fallback ?? '');
}
