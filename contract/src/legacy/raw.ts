import { z } from 'zod';

// Building blocks for raw legacy answers. The legacy is PHP: numbers often arrive as strings,
// empty lists arrive as `{val: 0}`, and failures as `{status: 'failed', message}`.

/**
 * A number the legacy may send as a number or a numeric string. The string first: PHP sends
 * most numbers as strings, and a union tries its options in order (a failed option costs an
 * issue object on every field of every row).
 */
export const numish = z.union([z.string(), z.number()]);
/** A text field that may also come as null or a number. */
export const textish = z.union([z.string(), z.number(), z.null()]);
/** The legacy's way of saying "no rows". */
export const emptyVal = z.object({ val: z.union([z.literal(0), z.literal('0')]) });

/**
 * PHP's forms of "nothing": what a script prints for no row, an unknown id or an empty list when
 * `json_encode` meets null, false, an empty array (`[]`, or `{}` when it was associative), a
 * `{val: 0}` of its own, or a bare 0. The spec shows only some of these; a script written from it
 * may send any, so each is read alike (an empty body is read as `null`: bff/src/legacy/parse.ts).
 */
export type Nothing =
  | null
  | false
  | 0
  | '0'
  | ''
  | readonly never[]
  | { readonly [key: string]: never }
  | { readonly val: 0 | '0' };
export const nothing = z.union([
  z.null(),
  z.literal(false),
  z.literal(0),
  z.literal('0'),
  z.literal(''),
  z.array(z.unknown()).max(0),
  z.strictObject({}),
  emptyVal,
]) as unknown as z.ZodType<Nothing>;

/** True for any of PHP's forms of nothing (above). */
export const isNothing = (value: unknown): value is Nothing => {
  if (value === null || value === false || value === 0 || value === '0' || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== 'object') return false;
  const keys = Object.keys(value);
  return keys.length === 0 || (keys.length === 1 && isEmptyVal(value));
};

/** An answer with PHP's forms of nothing taken out: what a by-id read gives once found. */
export type Found<T> = Exclude<T, Nothing>;

/** A list, or any form of nothing when empty (`rows()` reads every one as no rows). */
export const listOrEmpty = <T extends z.ZodType>(row: T) => z.union([z.array(row), nothing]);

/**
 * A by-id read's answer: the object, or nothing for an unknown id. The operation names what is
 * not found (`notFound`), and the BFF answers 404 with it for any form of nothing.
 */
export const orNothing = <T extends z.ZodType>(answer: T) => z.union([answer, nothing]);
/** A status answer: `success` or `failed` (or other words) with a message. */
export const statusAnswer = z.looseObject({
  status: z.string(),
  message: z.string().optional(),
});
/** Where the spec does not show an answer: accept any JSON value. */
export const notShown = z.unknown();
export const noParams = z.object({});

export const isEmptyVal = (value: unknown): value is { val: 0 | '0' } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'val' in value &&
  (value.val === 0 || value.val === '0');

/** A yes/no flag as the legacy front end sends it: a boolean, 0/1, or 'yes'/'no'/'true'. */
export const flag = z.union([z.boolean(), z.number(), z.string()]);
/** A `0` the legacy uses as "nothing" under another name than `val` (`data: 0`, `error: 1`). */
export const zeroOrOne = z.union([z.literal(0), z.literal('0'), z.literal(1), z.literal('1'), z.boolean()]);
/** An answer that is a status word with a message, all optional: any object passes. */
export const looseStatus = z.looseObject({ status: textish.optional(), message: textish.optional() });
/** "Returns success": a status object, or the bare word. */
export const successAnswer = z.union([looseStatus, z.string(), z.boolean(), z.number()]);
/** A `val` code answer (`val: 1` success, `val: 0` nothing, promoters use 2 and 3). */
export const valAnswer = z.looseObject({ val: numish });

/**
 * Where the spec names fields but not the answer's shape: an object or a list of objects, with
 * every named field optional. Any object or list of objects passes; callers still get types.
 */
export const looseShape = <S extends z.ZodRawShape>(shape: S) => {
  const row = z.looseObject(shape).partial();
  return z.union([row, z.array(row), nothing]);
};

/** A by-id read's answer once found, for callers outside the BFF's port (tools, tests): throws on nothing. */
export function foundOrThrow<T>(value: T, what = 'the object'): Found<T> {
  if (isNothing(value)) throw new Error(`the legacy answered nothing for ${what}`);
  return value as Found<T>;
}
