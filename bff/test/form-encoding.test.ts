import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formEncode, formEncodePairs } from '../src/legacy/form-encoding.ts';

// The legacy calls' query strings are written without URLSearchParams (legacy/form-encoding.ts):
// byte for byte what it would have written, for any text a person or the legacy can send.
const urlSearchParams = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();

describe('form encoding', () => {
  it('writes what URLSearchParams writes, for any text', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.string({
        unit: fc.constantFrom(...' !\'()~*-._%+&=?#/\\"<>{}|^`@:;,$[]\u00e9\u20ac'.split('')),
        maxLength: 20,
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 5 }), (pairs) => {
        expect(formEncodePairs(pairs)).toBe(urlSearchParams(pairs));
      }),
      { numRuns: 3000 },
    );
  });

  it('escapes what encodeURIComponent leaves, spaces as +, lone surrogates as U+FFFD', () => {
    expect(formEncode("Jo's (new) venue! ~ *")).toBe('Jo%27s+%28new%29+venue%21+%7E+*');
    expect(formEncode('R1 250,50 & more')).toBe('R1+250%2C50+%26+more');
    expect(formEncode('\ud800x')).toBe(urlSearchParams([['a', '\ud800x']]).slice(2));
    expect(
      formEncodePairs([
        ['q', 'CUSTOMERTICKETS'],
        ['customerid', '101'],
      ]),
    ).toBe('q=CUSTOMERTICKETS&customerid=101');
  });
});
