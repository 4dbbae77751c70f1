import { z } from 'zod';

// Ids are the legacy's, and the spec gives them no format: a PHP service may number its rows or
// name them ("ev-7k2"). The product passes them through as opaque strings, from the legacy's
// answer to the browser's address bar and back, and checks only what keeps them safe to carry:
// not empty, not too long, no control characters, no slash and not "." or ".." (an id travels as
// one path segment, here and in the legacy's own paths of posters and pictures).

/** The longest id the product carries. */
export const ID_MAX_LENGTH = 64;

// Control characters by their code points, not `\p{Cc}`: the pattern also travels as JSON Schema
// (OpenAPI), where it is read without the unicode flag.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const ID_PATTERN = /^(?!\.{1,2}$)[^\u0000-\u001f\u007f-\u009f/\\]+$/;

/** The message of an id that cannot be one, for `what` ("Event id"). */
export const idMessage = (what: string) => `${what} is not valid`;

/** One id of the legacy's, as an API path param, query or body field: an opaque string. */
export const legacyId = (message = idMessage('Id')) =>
  z.string().min(1, message).max(ID_MAX_LENGTH, message).regex(ID_PATTERN, message);

/** True when a value can be carried as an id (a link's path segment, a form's hidden field). */
export const isLegacyId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= ID_MAX_LENGTH && ID_PATTERN.test(value);
