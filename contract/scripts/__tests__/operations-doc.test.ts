import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, operationList } from '../../src/legacy/catalogue.ts';
import type { LegacyOperation } from '../../src/legacy/define.ts';
import { collectInputs, DOC_PATH, REPO_ROOT, renderOperationsDoc } from '../generate-operations-doc.ts';
import { keysOf, recordedOperations } from '../operations-doc-sources.ts';

const pick = (...keys: string[]): LegacyOperation[] =>
  keys.map((key) => {
    const found = catalogue.get(key);
    if (!found) throw new Error(`${key} is not in the catalogue`);
    return found;
  });
const rowOf = (doc: string, key: string) => doc.split('\n').find((line) => line.startsWith(`| \`${key}\` |`));

describe('docs/operations.md', () => {
  it('matches what the generator renders now', async () => {
    const expected = renderOperationsDoc(await collectInputs());
    const file = join(REPO_ROOT, DOC_PATH);
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (committed !== expected) expect.fail('docs/operations.md is stale: run npm run docs:operations');
  });

  it('has one row per operation and says no until a column is true', () => {
    const doc = renderOperationsDoc({
      operations: operationList,
      endpoints: [{ method: 'GET', path: '/api/provinces', legacy: ['PROVINCES', 'NOT-AN-OP'] }],
      implemented: new Set(['PROVINCES']),
      recorded: new Set<string>(),
    });
    for (const o of operationList) expect(rowOf(doc, o.key), o.key).toBeDefined();
    expect(rowOf(doc, 'PROVINCES')).toContain('| `GET /api/provinces` | yes | no |');
    expect(rowOf(doc, 'ADDTICEKTS')).toContain('| — | no | no |');
    expect(doc).toContain(`**${operationList.length} operations:** 1 used by a BFF endpoint, 1 implemented`);
    expect(doc).toContain('- `NOT-AN-OP`');
  });
});

describe('the stand-in and WireMock columns', () => {
  it('reads implemented operations from a list, a set of operations, a map or a function', () => {
    expect(keysOf(['TICKETS'])).toEqual(new Set(['TICKETS']));
    expect(keysOf(new Set(pick('TICKETS')))).toEqual(new Set(['TICKETS']));
    expect(keysOf(new Map([['EVENTS', () => null]]))).toEqual(new Set(['EVENTS']));
    expect(keysOf(() => ['ZOOM-IN-TICKET'])).toEqual(new Set(['ZOOM-IN-TICKET']));
    expect(keysOf(undefined)).toEqual(new Set());
  });

  it('counts a mapping by its op parameter, subquery, method or script path', () => {
    const ops = pick(
      'CUSTOMERTICKETS:GETTICKETS',
      'CUSTOMERTICKETS:SEARCHTICKETS',
      'ADDCAMPAIGN',
      'ADDCAMPAIGN@GET',
      'api/select/payment/method',
      'TICKETS',
    );
    const mappings = [
      {
        request: {
          method: 'GET',
          urlPath: '/webservices.php',
          queryParameters: { q: { equalTo: 'CUSTOMERTICKETS' }, subquery: { equalTo: 'SEARCHTICKETS' } },
        },
      },
      { request: { method: 'POST', url: '/webservices.php?q=ADDCAMPAIGN' } },
      { request: { method: 'GET', urlPath: '/api/select/payment/method' } },
      { request: { method: 'GET', urlPath: '/webservices.php', queryParameters: { q: { matches: '.*' } } } },
    ];
    expect([...recordedOperations(mappings, ops)].sort()).toEqual([
      'ADDCAMPAIGN',
      'CUSTOMERTICKETS:SEARCHTICKETS',
      'api/select/payment/method',
    ]);
  });
});
