import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInteger, anyRandToCents, clock, day, flag, id, integer, randToCents, text } from '../values.ts';

describe('text', () => {
  it('trims, and reads empty strings and nulls as no text', () => {
    expect(text('  Soweto Jazz  ')).toBe('Soweto Jazz');
    expect(text('')).toBeNull();
    expect(text('   ')).toBeNull();
    expect(text(null)).toBeNull();
    expect(text(undefined)).toBeNull();
  });

  it('turns numbers into text', () => {
    expect(text(0)).toBe('0');
    expect(text(1042)).toBe('1042');
  });

  it('trims every kind of space trim() knows, at either end, as String(value).trim() does', () => {
    // Printable ASCII ends skip the trim: the ends here are spaces trim() removes and ones it keeps.
    const ends =
      '\t\n\v\f\r \u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u0085\u007f\u00e9a~!';
    const unit = fc.oneof(fc.constantFrom(...ends.split('')), fc.string({ maxLength: 1 }));
    const values = fc.oneof(
      fc.string({ unit, maxLength: 8 }),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
    );
    fc.assert(
      fc.property(values, (value) => {
        const byDefinition = String(value).trim();
        expect(text(value)).toBe(byDefinition === '' ? null : byDefinition);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('id', () => {
  it('is a string whatever the legacy sent, empty when missing', () => {
    expect(id(77)).toBe('77');
    expect(id(' 77 ')).toBe('77');
    expect(id(null)).toBe('');
  });
});

describe('integer', () => {
  it('reads numbers sent as strings and drops fractions', () => {
    expect(integer('15')).toBe(15);
    expect(integer(' 15 ')).toBe(15);
    expect(integer('15.9')).toBe(15);
    expect(integer(-3.7)).toBe(-3);
  });

  it('falls back on nonsense', () => {
    expect(integer('abc')).toBe(0);
    expect(integer('abc', -1)).toBe(-1);
    expect(integer(null)).toBe(0);
  });
});

describe('randToCents', () => {
  it('reads rand strings exactly, with no float drift', () => {
    expect(randToCents('1250.50')).toBe(125050);
    expect(randToCents('0.10')).toBe(10);
    expect(randToCents('19.99')).toBe(1999);
    expect(randToCents('100')).toBe(10000);
    expect(randToCents('1250.5')).toBe(125050);
  });

  it('reads numbers, negatives and formatted amounts', () => {
    expect(randToCents(1250.5)).toBe(125050);
    expect(randToCents(0.1 + 0.2)).toBe(30);
    expect(randToCents('-10.00')).toBe(-1000);
    expect(randToCents('R 1,250.50')).toBe(125050);
    expect(randToCents('R1 250.50')).toBe(125050);
  });

  it('rounds half up on the third decimal', () => {
    expect(randToCents('10.005')).toBe(1001);
    expect(randToCents('10.004')).toBe(1000);
  });

  it('reads the plain spelling by its characters exactly as the general reading does', () => {
    const chars = fc.constantFrom(...'0123456789.-R, '.split(''));
    const amounts = fc.oneof(
      fc.string({ unit: chars, maxLength: 18 }),
      fc
        .tuple(fc.nat({ max: 10_000_000 }), fc.nat({ max: 99 }), fc.constantFrom(0, 1, 2))
        .map(([r, c, d]) => (d === 0 ? String(r) : `${r}.${String(c).padStart(2, '0').slice(0, d)}`)),
      fc.bigInt({ min: 0n, max: 10n ** 16n }).map((n) => `${n}.5`),
    );
    fc.assert(
      fc.property(amounts, (s) => randToCents(s) === anyRandToCents(s)),
      { numRuns: 5000 },
    );
    expect(randToCents('140.00')).toBe(14000);
    expect(randToCents('007.5')).toBe(750);
    expect(randToCents('10.')).toBeNull();
  });

  it('is null for missing or unreadable amounts', () => {
    expect(randToCents(null)).toBeNull();
    expect(randToCents(undefined)).toBeNull();
    expect(randToCents('')).toBeNull();
    expect(randToCents('n/a')).toBeNull();
  });
});

describe('flag', () => {
  it('reads the legacy yes/no spellings', () => {
    for (const yes of [true, 1, '1', 'yes', 'YES', 'true', ' True ']) expect(flag(yes)).toBe(true);
    for (const no of [false, 0, '0', 'no', 'false', '', null, undefined, 2]) expect(flag(no)).toBe(false);
  });

  it('reads any text as its definition does: trimmed, lower-cased, one of 1, yes, true', () => {
    const unit = fc.constantFrom(...'01yesYESntrueTRUE \t'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit, maxLength: 6 }), fc.string({ maxLength: 2 })), (value) => {
        const s = value.trim().toLowerCase();
        expect(flag(value)).toBe(s === '1' || s === 'yes' || s === 'true');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('day', () => {
  it('keeps the date part of a date or date-time', () => {
    expect(day('2025-12-06')).toBe('2025-12-06');
    expect(day('2025-12-06 18:30:00')).toBe('2025-12-06');
  });

  it("reads '0000-00-00' and empty dates as no date", () => {
    expect(day('0000-00-00')).toBeNull();
    expect(day('0000-00-00 00:00:00')).toBeNull();
    expect(day('')).toBeNull();
    expect(day(null)).toBeNull();
    expect(day('06/12/2025')).toBeNull();
  });
});

// The fast paths (integer, day, clock read by character) against the readings they replace.
describe('the character-by-character readings agree with their definitions', () => {
  const legacyish = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'0123456789:- T\t\u00a0x'.split('')), maxLength: 22 }),
    fc.tuple(fc.date({ noInvalidDate: true }), fc.boolean()).map(([d, seconds]) =>
      d
        .toISOString()
        .replace('T', ' ')
        .slice(0, seconds ? 19 : 16),
    ),
    fc.string(),
    fc.constantFrom(null, undefined, 0, 42, '0000-00-00 00:00:00', ' 12:30:00 ', '\ufeff12:30'),
  );
  const dayByPattern = (value: unknown) => {
    const s = text(value);
    if (!s || s.startsWith('0000')) return null;
    return /^(\d{4}-\d{2}-\d{2})/.exec(s)?.[1] ?? null;
  };
  const clockByPattern = (value: unknown) => {
    const m = /(\d{2}):(\d{2})(?::\d{2})?$/.exec(text(value) ?? '');
    return m ? `${m[1]}:${m[2]}` : null;
  };

  it('integer', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 18 });
    const integers = fc.oneof(
      legacyish,
      digits,
      fc.constantFrom(
        '1',
        '0',
        '007',
        '+5',
        '-3',
        ' 12',
        '1e3',
        '0x10',
        '12.9',
        '',
        '123456789012345',
        '9999999999999999',
      ),
    );
    fc.assert(
      fc.property(integers, fc.integer({ min: -1, max: 1 }), (v, fallback) => {
        expect(integer(v, fallback)).toBe(anyInteger(v, fallback));
      }),
      { numRuns: 3000 },
    );
  });
  it('day', () => {
    fc.assert(
      fc.property(legacyish, (v) => day(v) === dayByPattern(v)),
      { numRuns: 3000 },
    );
  });
  it('clock', () => {
    fc.assert(
      fc.property(legacyish, (v) => clock(v) === clockByPattern(v)),
      { numRuns: 3000 },
    );
    expect(clock('2026-11-22 15:42:09')).toBe('15:42');
    expect(clock('ab:12:34')).toBe('12:34');
    expect(clock('15:42')).toBe('15:42');
    expect(clock('5:42')).toBeNull();
  });
});
