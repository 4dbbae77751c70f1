import { legacy } from '@tix/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NOTHING_FORMS, sampleAnswer } from '../../contract/src/legacy/spec-samples.ts';
import { answerCheck, isPlain } from '../src/legacy/answer-check.ts';

// The check of legacy answers (Ajv compiled from the catalogue's schema, zod deciding whenever Ajv
// refuses) says what zod says, answer for answer.
const numish = z.union([z.string(), z.number()]);
const rows = z.union([
  z.array(z.looseObject({ id: numish, name: z.string().nullable().optional() })),
  z.object({ val: z.union([z.literal(0), z.literal('0')]) }),
]);

describe('legacy answer check', () => {
  it('passes a good answer through as it came, extra keys of open rows kept as zod keeps them', () => {
    const answer = [{ id: '7', name: null, extra: 1 }];
    const checked = answerCheck(rows)(answer);
    expect(checked).toEqual({ success: true, data: answer });
    expect(checked.success && checked.data).toEqual(rows.parse(answer));
  });

  it('drops the unknown key of a closed object, as zod does', () => {
    expect(answerCheck(rows)({ val: 0, more: 'x' })).toEqual({ success: true, data: { val: 0 } });
  });

  it('refuses what zod refuses, with zod’s issues', () => {
    const checked = answerCheck(rows)([{ name: 'no id' }]);
    expect(checked.success).toBe(false);
    if (!checked.success) expect(checked.error.issues.length).toBeGreaterThan(0);
    expect(answerCheck(rows)({ val: 1 }).success).toBe(false);
    expect(answerCheck(rows)([{ id: true }]).success).toBe(false);
  });

  it('leaves to zod the schemas JSON Schema cannot state as zod means them', () => {
    const email = z.object({ to: z.email() });
    const refined = z.object({ n: z.number() }).refine((v) => v.n > 1);
    const trimmed = z.object({ s: z.string().trim() });
    for (const schema of [email, refined, trimmed]) expect(isPlain(schema)).toBe(false);
    expect(answerCheck(email)({ to: 'not an address' }).success).toBe(false);
    expect(answerCheck(refined)({ n: 0 }).success).toBe(false);
    expect(answerCheck(trimmed)({ s: ' a ' })).toEqual({ success: true, data: { s: 'a' } });
    expect(isPlain(rows)).toBe(true);
  });
});

// The compiled check is a second reading of the catalogue's schemas beside zod's: it must say what
// zod says on any answer the legacy might send, not only on the examples above.
describe('legacy answer check against zod, on answers near what the legacy sends', () => {
  /** Every catalogue operation with the answer the spec promises for it. */
  const cases = [...legacy.catalogue.values()].flatMap((op) => {
    const spec = legacy.specAnswerOf(op.key);
    return spec ? [{ key: op.key, schema: op.response as z.ZodType, sample: sampleAnswer(spec) }] : [];
  });
  const DROP = Symbol('drop');

  /** Paths to every value in an answer (the answer itself too). */
  function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
    if (value === null || typeof value !== 'object') return [at];
    const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
    return [at, ...keys.flatMap((k) => paths((value as Record<string | number, unknown>)[k], [...at, k]))];
  }
  /** A copy of the answer with the value at `path` replaced (or its key dropped). */
  function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
    const [head, ...rest] = path;
    if (head === undefined) return by;
    const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
      string | number,
      unknown
    >;
    const inner = replaced(copy[head], rest, by);
    if (inner === DROP) delete copy[head];
    else copy[head] = inner;
    return copy;
  }

  const answers = fc
    .tuple(
      fc.constantFrom(...cases),
      fc.nat(),
      fc.oneof(
        fc.constantFrom<unknown>(DROP, '', '0', '1', 0, 1, null, 'x', '2026-12-01', [], {}),
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom(...NOTHING_FORMS.map(([, v]) => v)),
      ),
    )
    .map(([c, n, by]) => {
      const all = paths(c.sample);
      const path = all[n % all.length] ?? [];
      const answer = path.length === 0 && by === DROP ? c.sample : replaced(c.sample, path, by);
      return { key: c.key, schema: c.schema, answer };
    });

  it('compiles most of the catalogue (the check is not zod under another name)', () => {
    expect(cases.length).toBeGreaterThan(50);
    expect(cases.filter((c) => isPlain(c.schema)).length).toBeGreaterThan(cases.length / 2);
  });

  it('says what zod says, answer for answer', () => {
    fc.assert(
      fc.property(answers, ({ schema, answer }) => {
        const checked = answerCheck(schema)(answer);
        const zods = schema.safeParse(answer);
        expect(checked.success).toBe(zods.success);
        if (checked.success && zods.success) expect(checked.data).toEqual(zods.data);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
