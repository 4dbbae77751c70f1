import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ID_MAX_LENGTH, isLegacyId, legacyId } from '../../model/ids.ts';
import type { Endpoint } from '../define.ts';
import { api } from '../index.ts';

// The spec gives ids no format: a legacy may name its rows "ev-7k2". Every id the API takes (in a
// path, a query or a body) must pass such an id through. Ticket numbers are not ids.

const OPAQUE_IDS = ['ev-7k2', 'A1B2C3', '42', 'evt_2026.11'];
const ID_NAME = /(^id$|Id$|_id$|^e_uid$|^org_uid$)/;

const endpoints = Object.values(api).flatMap((domain) =>
  Object.entries(domain as Record<string, Endpoint>).map(([name, e]) => ({ name, e })),
);

/** The id-named fields of one part of a request (path params, query or body), by name. */
function idFields(schema: z.ZodType | undefined): [string, z.ZodType][] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).filter(([key]) => ID_NAME.test(key));
}

describe('ids are opaque strings at the API', () => {
  const fields = endpoints.flatMap(({ name, e }) =>
    (['params', 'query', 'body'] as const).flatMap((part) =>
      idFields(e[part]).map(([key, schema]) => ({ where: `${name} ${part}.${key}`, schema })),
    ),
  );

  it('finds the id fields of the path params of every endpoint that names an object', () => {
    const named = endpoints.filter(({ e }) => /:\w*(id|Id)\b/.test(e.path));
    expect(named.length).toBeGreaterThan(40);
    for (const { name, e } of named) expect(idFields(e.params).length, name).toBeGreaterThan(0);
  });

  it('every id-named field accepts an id that is not a number', () => {
    expect(fields.length).toBeGreaterThan(50);
    const refusing = fields.flatMap(({ where, schema }) =>
      OPAQUE_IDS.filter((id) => !schema.safeParse(id).success).map((id) => `${where} refuses ${id}`),
    );
    expect(refusing).toEqual([]);
  });

  it('every id-named field refuses what could climb out of its path segment', () => {
    const accepting = fields.flatMap(({ where, schema }) =>
      ['..', 'a/b', '..%2f..%2fetc%2fpasswd', 'ev 7']
        .filter((id) => schema.safeParse(id).success)
        .map((id) => `${where} takes ${id}`),
    );
    expect(accepting).toEqual([]);
  });
});

describe('legacyId', () => {
  const id = legacyId('Event id is not valid');

  it.each(OPAQUE_IDS)('takes %s as it is', (value) => {
    expect(id.parse(value)).toBe(value);
    expect(isLegacyId(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a slash (one path segment)', 'ev/7'],
    ['a backslash', 'ev\\7'],
    ['a parent folder', '..'],
    ['this folder', '.'],
    ['an escape a second decoding turns into a slash', '..%2f..%2fetc%2fpasswd'],
    ['a percent sign', '%'],
    ['a space', 'ev 7'],
    ['a letter outside ASCII', 'café'],
    ['a control character', 'ev\u00007'],
    ['a line break', 'ev\n7'],
    ['too long', 'x'.repeat(ID_MAX_LENGTH + 1)],
  ])('refuses %s with its message', (_, value) => {
    const result = id.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Event id is not valid');
    expect(isLegacyId(value)).toBe(false);
  });
});

describe('isLegacyId', () => {
  it('says what legacyId’s schema says, on any string', () => {
    const id = legacyId();
    const unit = fc.oneof(
      fc.constantFrom(...'aZ09-._~/%: \u00e9\u0130\u212a'.split('')),
      fc.string({ maxLength: 1 }),
    );
    const values = fc.oneof(
      fc.string({ unit, maxLength: 6 }),
      fc.string({ unit, minLength: ID_MAX_LENGTH - 1, maxLength: ID_MAX_LENGTH + 1 }),
      fc.constantFrom('.', '..', '...', '.a', '', 'a'.repeat(ID_MAX_LENGTH)),
    );
    fc.assert(
      fc.property(values, (value) => {
        expect(isLegacyId(value)).toBe(id.safeParse(value).success);
      }),
      { numRuns: 3000 },
    );
    for (const other of [7, null, undefined, {}, ['7']]) expect(isLegacyId(other)).toBe(false);
  });
});
