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
/** A list, or `{val: 0}` when empty. */
export const listOrEmpty = <T extends z.ZodType>(row: T) => z.union([z.array(row), emptyVal]);
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
  return z.union([row, z.array(row)]);
};
