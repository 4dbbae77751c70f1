/**
 * application/x-www-form-urlencoded, as URLSearchParams writes it (WHATWG URL's urlencoded
 * serializer: `*-._`, digits and ASCII letters as they are, a space as `+`, every other code
 * point as its UTF-8 bytes in upper-case %XX), without building a URLSearchParams per legacy
 * call. Most values (ids, op names) need no escaping and are copied as they are. Property-tested
 * against URLSearchParams (bff/test/form-encoding.test.ts).
 */
const PLAIN = /^[\w.*-]*$/;
// encodeURIComponent leaves these five as they are; the urlencoded serializer escapes them.
const MARKS = /[!'()~]/g;
const mark = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

export function formEncode(value: string): string {
  if (PLAIN.test(value)) return value;
  try {
    return encodeURIComponent(value).replace(MARKS, mark).replace(/%20/g, '+');
  } catch {
    // A lone surrogate: URLSearchParams writes it as U+FFFD.
    return new URLSearchParams({ v: value }).toString().slice(2);
  }
}

/** `name=value` pairs joined by `&`: what `new URLSearchParams(pairs).toString()` gives. */
export function formEncodePairs(pairs: readonly (readonly [string, string])[]): string {
  let out = '';
  for (const [name, value] of pairs) {
    if (out) out += '&';
    out += `${formEncode(name)}=${formEncode(value)}`;
  }
  return out;
}
