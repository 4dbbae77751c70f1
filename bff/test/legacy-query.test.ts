import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LegacyQueries, legacyQuery } from '../src/legacy/query.ts';

// A legacy call's query string (bff/src/legacy/query.ts): the per-operation fast path writes
// byte for byte what the definition writes (what the legacy and the WireMock recordings have
// always been sent), whatever the operation and its params.

const name = fc.constantFrom(
  'q',
  'subquery',
  'subQuery',
  'eventid',
  'customerid',
  'search',
  '0',
  '10',
  'a b',
  'é',
);
const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
);
const op = fc.record({
  op: fc.constantFrom('CUSTOMERTICKETS', 'EVENTS', null),
  subquery: fc.option(fc.record({ param: name, value: fc.string({ maxLength: 8 }) }), { nil: undefined }),
  encoding: fc.constantFrom('query' as const, 'form' as const, 'multipart' as const),
});

describe('legacy query strings', () => {
  it('are what the definition writes, for any operation and params', () => {
    fc.assert(
      fc.property(op, fc.dictionary(name, value, { maxKeys: 5 }), (o, params) => {
        const queries = new LegacyQueries('q');
        expect(queries.of(o, params)).toBe(legacyQuery('q', o, params));
        // The second call of an operation uses what the first encoded once.
        expect(queries.of(o, params)).toBe(legacyQuery('q', o, params));
      }),
      { numRuns: 4000 },
    );
  });

  it('put the operation first, the params in order, the subquery last', () => {
    const queries = new LegacyQueries('q');
    const op = {
      op: 'CUSTOMERTICKETS',
      subquery: { param: 'subquery', value: 'GETTICKETS' },
      encoding: 'query' as const,
    };
    expect(queries.of(op, { customerid: '101', search: 'Jo & Co' })).toBe(
      'q=CUSTOMERTICKETS&customerid=101&search=Jo+%26+Co&subquery=GETTICKETS',
    );
    expect(queries.of({ ...op, encoding: 'form' as const }, { customerid: '101' })).toBe('q=CUSTOMERTICKETS');
  });
});
