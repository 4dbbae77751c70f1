import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../domain/constants.ts';
import { LIMITS } from '../model/limits.ts';

// Building blocks shared by the form schemas. Every block takes the message to show, so the spec's
// copy lives next to the form that uses it. A missing or wrongly typed value gets the same message
// as an empty one: a person typing never sees "expected string, received undefined".

// A single-line field becomes one line of a file the server or a buyer's device writes (an .ics
// property, a CSV cell, a PDF line, an SMS header): line breaks and other control characters in it
// could start lines of their own. Multi-line fields (descriptions, messages) keep line breaks and
// tabs only. The spec has no words for this; the message says what to do.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
const NOT_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
const NOT_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTER_MESSAGES = {
  singleLine: 'Keep this to one line: remove line breaks and special characters.',
  multiLine: 'Remove special characters from this text.',
} as const;

const singleLine = (value: string) => !NOT_SINGLE_LINE.test(value);
const multiLine = (value: string) => !NOT_MULTI_LINE.test(value);

/** A required text field, trimmed, on one line. Stops at the first failure so one field gives one message. */
export const text = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(LIMITS.typed)
    .refine(singleLine, { error: CONTROL_CHARACTER_MESSAGES.singleLine });

/** A required text of several lines (a description, a message), trimmed. */
export const multilineText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(LIMITS.typed)
    .refine(multiLine, { error: CONTROL_CHARACTER_MESSAGES.multiLine });

/** An optional text field, trimmed, on one line; absent or null becomes ''. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .max(LIMITS.typed)
    .refine(singleLine, { error: CONTROL_CHARACTER_MESSAGES.singleLine })
    .nullish()
    .transform((value) => value ?? '');

/**
 * A text field that never fails on its own (absent or null becomes ''), for forms whose rules run
 * in one ordered check because the spec's order is not field order.
 */
export const looseText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(LIMITS.typed)
    .refine(singleLine, { error: CONTROL_CHARACTER_MESSAGES.singleLine })
    .nullish()
    .transform((value) => value ?? '');

/** As `looseText`, for a text of several lines. */
export const looseMultilineText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(LIMITS.typed)
    .refine(multiLine, { error: CONTROL_CHARACTER_MESSAGES.multiLine })
    .nullish()
    .transform((value) => value ?? '');

/** An id picked from a list (string or number), as a string; '' when none. Never fails on its own. */
export const looseId = () =>
  z
    .union([z.string().max(LIMITS.short), z.number()])
    .nullish()
    .transform((value) => (value == null ? '' : String(value).trim()));

/** A password as typed: not trimmed, since spaces may be part of it. */
export const password = (message: string) =>
  z.string({ error: message }).min(1, { error: message, abort: true }).max(LIMITS.password);

/** A new password of at least MIN_PASSWORD_LENGTH characters. */
export const newPassword = (message: string) =>
  z.string({ error: message }).min(MIN_PASSWORD_LENGTH, { error: message, abort: true }).max(LIMITS.password);

/**
 * The longest email address mail can be delivered to (RFC 5321: a 256-octet path less its angle
 * brackets). Also what keeps the session cookie small: the addresses it holds are at most this.
 */
export const EMAIL_MAX_LENGTH = 254;

/** Required, then a valid address: the format message only shows once something is typed. */
export const email = (required: string, invalid: string) =>
  text(required).pipe(z.email({ error: invalid }).max(EMAIL_MAX_LENGTH, { error: invalid }));

/** A choice from a fixed list; an empty or unknown value gets the message. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** A ticked checkbox. */
export const ticked = (message: string) => z.literal(true, { error: message });

const EMAIL_FORMAT = z.email().max(EMAIL_MAX_LENGTH);
export const isEmail = (value: string): boolean => EMAIL_FORMAT.safeParse(value).success;

/** What a typed number becomes: a number, `undefined` when blank, NaN when not a number. */
export const toNumber = (value: string | number): number | undefined => {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

/**
 * A number typed in a form (string or number), checked by `out`. Blank, absent and non-numeric
 * values reach `out` as `undefined` or NaN, so its own error decides the message.
 */
export const typedNumber = <T extends z.ZodType<number, number | undefined>>(out: T, blank: string) =>
  z
    .union([z.number(), z.string().max(LIMITS.short)], { error: blank })
    .transform(toNumber)
    .pipe(out);

/** A typed number that never fails on its own: `undefined` when blank, NaN when not a number. */
export const looseNumber = () =>
  z
    .union([z.number(), z.string().max(LIMITS.short)])
    .nullish()
    .transform((value) => (value == null ? undefined : toNumber(value)));

/** True for a finite number with at most two decimals (rand and cents). */
export const isRandAmount = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Rand to integer cents, for comparing amounts without float drift. */
export const toCents = (rand: number): number => Math.round(rand * 100);

/** A whole number of 0 or more. */
export const isCount = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= 0;

/** The shape of an uploaded file both in the browser (File) and in the BFF (parsed part). */
export type FileLike = { readonly name: string; readonly size?: number; readonly type?: string };

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  typeof value.name === 'string' &&
  value.name !== '';

export const hasExtension = (file: FileLike, extensions: readonly string[]): boolean => {
  const name = file.name.toLowerCase();
  return extensions.some((extension) => name.endsWith(`.${extension}`));
};

/** A chosen file, kept as is (a browser File stays a File); optionally limited to extensions. */
export const file = (required: string, types?: { extensions: readonly string[]; message: string }) => {
  const chosen = z.custom<FileLike>(isFileLike, { error: required, abort: true });
  return types ? chosen.refine((value) => hasExtension(value, types.extensions), types.message) : chosen;
};

/** Adds an issue at a field; used by the forms whose rules run in one ordered check. */
export type Fail = (path: string, message: string) => void;

/**
 * Runs `rules` as one check, so issues come out in the order the rules report them, whatever the
 * order of the fields. Rules report at most one issue per field.
 */
export const inOrder =
  <T>(rules: (value: T, fail: Fail) => void) =>
  (value: T, ctx: z.RefinementCtx) =>
    rules(value, (path, message) => ctx.addIssue({ code: 'custom', message, path: [path] }));
