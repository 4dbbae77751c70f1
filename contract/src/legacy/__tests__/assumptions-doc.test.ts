import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  collectInputs,
  DOC_PATH,
  REPO_ROOT,
  renderAssumptionsDoc,
} from '../../../scripts/generate-assumptions-doc.ts';
import type { LegacyAssumption } from '../assumptions.ts';
import { SPEC_ANSWERS } from '../spec-answers.ts';

const balance: LegacyAssumption = {
  key: 'FETCH-EVENT-DETAILS',
  field: 'balance',
  relies: 'the budget left',
  whenAbsent: 'sellability from campaignStatus',
  check: 'fallback FETCH-EVENT-DETAILS: no balance',
};

describe('docs/legacy-assumptions.md', () => {
  it('matches what the generator renders now', () => {
    const file = join(REPO_ROOT, DOC_PATH);
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (committed !== renderAssumptionsDoc(collectInputs()))
      expect.fail('docs/legacy-assumptions.md is stale: run npm run docs:assumptions');
  });

  it("lists each assumption with what happens without it, and each operation's promise", () => {
    const doc = renderAssumptionsDoc({
      assumptions: [balance],
      promises: [['FETCH-EVENT-DETAILS', SPEC_ANSWERS['FETCH-EVENT-DETAILS']]],
    });
    expect(doc).toContain(
      '| `FETCH-EVENT-DETAILS` | `balance` | the budget left | sellability from campaignStatus | fallback FETCH-EVENT-DETAILS: no balance |',
    );
    expect(doc).toMatch(/\| `FETCH-EVENT-DETAILS` \| record \| description, venue, eventName/);
    expect(doc).toContain('Unknown is never zero');
  });

  it('gathers operations that assume the same of the same fields into one row', () => {
    const other = {
      ...balance,
      key: 'EVENTS' as const,
      field: 'rows[].province',
      check: 'fallback EVENTS: no province',
    };
    const doc = renderAssumptionsDoc({
      assumptions: [other, { ...other, key: 'SEARCHEVENTS', check: 'fallback SEARCHEVENTS: no province' }],
      promises: [],
    });
    expect(doc).toContain('| `EVENTS` `SEARCHEVENTS` | `rows[].province` |');
    expect(doc).toContain('fallback KEY: no province');
  });
});
