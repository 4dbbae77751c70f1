import { z } from 'zod';

// Ids are the legacy's, and the spec gives them no format: a PHP service may number its rows or
// name them ("ev-7k2"). The product passes them through as opaque strings, from the legacy's
// answer to the browser's address bar and back. An id travels as one path segment, here and in
// the legacy's own paths of posters and pictures, and is decoded again on the way (Fastify, then
// PHP): so it may hold only the characters a URL never escapes (letters, digits, `-`, `.`, `_`,
// `~`), is not "." or "..", and is not too long. No `%` means no second decoding can turn it
// into a slash. This is the one rule: every path param of the API is checked by it before any
// handler runs (bff/src/http/implement.ts), and every id field's schema is `legacyId`.

/** The longest id the product carries. */
export const ID_MAX_LENGTH = 64;

// ASCII only, no unicode flag: the pattern also travels as JSON Schema (OpenAPI).
const ID_PATTERN = /^(?!\.{1,2}$)[A-Za-z0-9._~-]+$/;

/** The message of an id that cannot be one, for `what` ("Event id"). */
export const idMessage = (what: string) => `${what} is not valid`;

/** One id of the legacy's, as an API path param, query or body field: an opaque string. */
export const legacyId = (message = idMessage('Id')) =>
  z.string().min(1, message).max(ID_MAX_LENGTH, message).regex(ID_PATTERN, message);

/** ID_PATTERN's characters by code (letters, digits, `-`, `.`, `_`, `~`). */
const ID_CHARS = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~')
  ID_CHARS[c.charCodeAt(0)] = 1;

/**
 * True when a value can be carried as an id (a link's path segment, a form's hidden field).
 * ID_PATTERN read by character, without a regular expression (every path param, and every ticket
 * of a list, passes here); the two agree on every string (property-tested).
 */
export const isLegacyId = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const n = value.length;
  if (n === 0 || n > ID_MAX_LENGTH) return false;
  for (let i = 0; i < n; i++) if (ID_CHARS[value.charCodeAt(i)] !== 1) return false;
  return value !== '.' && value !== '..';
};

/**
 * A file's name inside the legacy's folders (a poster, a model's picture): one path segment of
 * letters, digits, `_`, `-` and `.`, never "." or "..".
 */
export const legacyFileName = () => z.string().regex(/^(?!\.{1,2}$)[\w.-]{1,120}$/, 'Invalid file name');
