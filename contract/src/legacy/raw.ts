import { z } from 'zod';

// Building blocks for raw legacy answers. The legacy is PHP: numbers often arrive as strings,
// empty lists arrive as `{val: 0}`, and failures as `{status: 'failed', message}`.

/** A number the legacy may send as a number or a numeric string. */
export const numish = z.union([z.number(), z.string()]);
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
