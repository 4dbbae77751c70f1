import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
