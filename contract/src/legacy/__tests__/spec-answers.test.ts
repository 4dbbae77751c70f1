import { describe, expect, it } from 'vitest';
import { operationList } from '../catalogue.ts';
import { SPEC_ANSWERS, specAnswerOf } from '../spec-answers.ts';

const answers = Object.entries(SPEC_ANSWERS);

describe('what the spec promises about each answer', () => {
  it('covers exactly the catalogue: one promise per operation, none for an unknown key', () => {
    const catalogueKeys = operationList.map((o) => o.key).sort();
    expect(Object.keys(SPEC_ANSWERS).sort()).toEqual(catalogueKeys);
  });

  it('gives no fields for an answer the spec does not show, and fields for every list or record', () => {
    const wrong = answers.filter(([, a]) =>
      a.shape === 'notShown' ? a.fields.length > 0 : a.shape !== 'status' && a.fields.length === 0,
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('lists each field once per answer', () => {
    const repeated = answers.flatMap(([key, a]) =>
      a.fields.filter((f, i) => a.fields.indexOf(f) !== i).map((f) => `${key}.${f}`),
    );
    expect(repeated).toEqual([]);
  });

  it('says where in the spec each promise comes from', () => {
    expect(answers.filter(([, a]) => !/[123] §\d|not in the spec/.test(a.source)).map(([k]) => k)).toEqual(
      [],
    );
  });

  it('gives both spellings where the spec gives two, and no balance on the event detail', () => {
    expect(SPEC_ANSWERS.EVENTS.fields).toEqual(
      expect.arrayContaining(['event_name', 'eventname', 'campaignStatus', 'campaignstatus', 'balance']),
    );
    expect(SPEC_ANSWERS['FETCH-EVENT-DETAILS'].fields).not.toContain('balance');
    expect(SPEC_ANSWERS['FETCH-EVENT-DETAILS'].fields).toContain('campaignStatus');
  });

  it("marks the catalogue's own designs as not shown", () => {
    const ours = operationList.filter((o) => o.notInSpec).map((o) => specAnswerOf(o.key)?.shape);
    expect(ours.length).toBeGreaterThan(0);
    expect(new Set(ours)).toEqual(new Set(['notShown']));
    expect(specAnswerOf('NOT-AN-OPERATION')).toBeUndefined();
  });
});
