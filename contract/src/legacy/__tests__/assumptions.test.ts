import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LEGACY_ASSUMPTIONS } from '../assumptions.ts';
import { catalogue, operationList } from '../catalogue.ts';
import { type SpecAnswer, specAnswerOf } from '../spec-answers.ts';
import { NOTHING_FORMS, sampleAnswer, specRefusals } from '../spec-samples.ts';

// The catalogue may rely on nothing the spec does not promise unless the assumptions list names
// it: an answer built from the spec alone (only its fields, every value a string, PHP's forms of
// nothing) must parse with each operation's schema, or the list must name each field it fails on.

const named = new Set(LEGACY_ASSUMPTIONS.map((a) => `${a.key} ${a.field}`));
const promise = (key: string): SpecAnswer => {
  const answer = specAnswerOf(key);
  if (!answer) throw new Error(`${key} has no entry in SPEC_ANSWERS`);
  return answer;
};

/** Whether `path` (`rows[].balance`, `data.account_id`, `events[].eventid`) is a field the spec promises. */
function promised(answer: SpecAnswer, path: string): boolean {
  const bare = path.replace(/^rows\[\]\./, '');
  const [holder, leaf] = bare.includes('.') ? bare.split('.', 2) : ['', bare];
  if (!holder) return answer.fields.includes(bare);
  const inner = holder.endsWith('[]') ? answer.nestedRows?.[holder.slice(0, -2)] : answer.nested?.[holder];
  return inner?.includes(leaf ?? '') ?? false;
}

describe('what the catalogue relies on beyond the spec', () => {
  it('names every field, form and shape a spec-only answer fails on', () => {
    const unnamed = operationList.flatMap((op) =>
      specRefusals(op.response, promise(op.key))
        .filter((path) => !named.has(`${op.key} ${path}`))
        .map((path) => `${op.key}: ${path}`),
    );
    expect(
      unnamed,
      'name each in contract/src/legacy/assumptions-*.ts (then npm run docs:assumptions)',
    ).toEqual([]);
  });

  it('keeps no "nothing" assumption the schema no longer needs', () => {
    const forms = new Map(NOTHING_FORMS);
    const stale = LEGACY_ASSUMPTIONS.flatMap((a) => {
      const form = /^nothing \((.*)\)$/.exec(a.field)?.[1];
      const op = catalogue.get(a.key);
      if (form === undefined || !op) return [];
      return op.response.safeParse(forms.get(form)).success ? [`${a.key}: ${a.field}`] : [];
    });
    expect(stale, 'the schema accepts these now: drop them from assumptions-shapes.ts').toEqual([]);
  });

  it('names only operations of the catalogue, and each pairing once', () => {
    expect(LEGACY_ASSUMPTIONS.filter((a) => !catalogue.has(a.key)).map((a) => a.key)).toEqual([]);
    const pairs = LEGACY_ASSUMPTIONS.map((a) => `${a.key} ${a.field}`);
    expect(pairs.filter((p, i) => pairs.indexOf(p) !== i)).toEqual([]);
  });

  it('assumes nothing the spec already promises', () => {
    const already = LEGACY_ASSUMPTIONS.filter((a) => promised(promise(a.key), a.field)).map(
      (a) => `${a.key}: ${a.field}`,
    );
    expect(already).toEqual([]);
  });

  it('says for each what the product does without it and how to confirm it', () => {
    const vague = LEGACY_ASSUMPTIONS.filter(
      (a) => !a.relies.trim() || !a.whenAbsent.trim() || !a.check.trim(),
    );
    expect(vague).toEqual([]);
    // Unknown is never zero: an entry that still reads an absent value as 0 must say it is to fix.
    const zero = LEGACY_ASSUMPTIONS.filter(
      (a) => /\b(read|counts?) as (0|zero|none|R0)/i.test(a.whenAbsent) && !/to fix/.test(a.whenAbsent),
    );
    expect(zero).toEqual([]);
  });
});

describe('the reliance check itself', () => {
  const answer: SpecAnswer = { shape: 'rows', fields: ['eventid'], empty: 'val0', source: 'test' };

  it('names a field a list schema requires beyond the spec, row by row', () => {
    const schema = z.union([
      z.array(z.object({ eventid: z.string(), balance: z.string() })),
      z.object({ val: z.literal('0') }),
    ]);
    expect(specRefusals(schema, answer)).toEqual(
      expect.arrayContaining(['rows[].balance', 'nothing (null)', 'nothing (false)']),
    );
    expect(specRefusals(schema, answer)).not.toContain('empty');
  });

  it('names an id a schema takes only when numeric', () => {
    const schema = z.array(z.object({ eventid: z.string().regex(/^\d+$/) }));
    expect(specRefusals(schema, answer)).toContain('rows[].eventid (opaque id)');
  });

  it('builds answers as PHP prints them: only the listed fields, every value a string', () => {
    const sample = sampleAnswer({
      shape: 'status',
      fields: ['status', 'bank_name'],
      lists: ['bank_name'],
      nested: { data: ['account_id'] },
      nestedRows: { events: ['eventid', 'event_day'] },
      source: 'test',
    });
    expect(sample).toEqual({
      status: 'success',
      bank_name: ['text'],
      data: { account_id: '1' },
      events: [{ eventid: '1', event_day: '2026-12-01' }],
    });
  });

  it("finds nothing to name when the schema takes what the spec promises and PHP's nothing", () => {
    const schema = z.union([z.array(z.looseObject({ eventid: z.string() })), z.unknown()]);
    expect(specRefusals(schema, answer)).toEqual([]);
  });
});
