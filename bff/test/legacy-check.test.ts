import type { AddressInfo } from 'node:net';
import { legacy } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildStandin, DEMO_PASSWORD } from '../../mocks/src/legacy/index.ts';
import {
  type CheckReport,
  formatLine,
  formatSummary,
  readOnlyOperations,
  runCheck,
} from '../src/legacy-check/check.ts';
import { differences } from '../src/legacy-check/drift.ts';
import { PROBES } from '../src/legacy-check/probes.ts';

// `npm run legacy:check` against the stand-in: every read-only operation answers as the catalogue
// says (0 drift); against a stand-in made to drift, exactly the drifts made are reported, with
// their paths; no login, password or cookie is ever printed.

const accounts = {
  customer: { login: 'customer@demo.co.za', password: DEMO_PASSWORD },
  business: { login: 'organiser@demo.co.za', password: DEMO_PASSWORD },
  partner: { login: 'partner@demo.co.za', password: DEMO_PASSWORD },
};

let running: FastifyInstance | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

async function listen(app: FastifyInstance): Promise<string> {
  running = app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`;
}

async function check(base: string, writes = false): Promise<{ report: CheckReport; printed: string }> {
  const out: string[] = [];
  const report = await runCheck({
    base,
    opParam: 'q',
    accounts,
    writes,
    onLine: (l) => out.push(formatLine(l)),
  });
  out.push(formatSummary(report));
  return { report, printed: out.join('\n') };
}

const byKey = (report: CheckReport, key: string) => report.lines.find((l) => l.key === key);

describe('legacy:check', () => {
  it('has a probe for every read-only operation of the catalogue, and none for a write', () => {
    const reads = readOnlyOperations().map((o) => o.key);
    expect(reads.filter((key) => !(key in PROBES))).toEqual([]);
    expect(Object.keys(PROBES).filter((key) => !reads.includes(key))).toEqual([]);
    // The catalogue's judgement: state-changing GETs, POSTs and the promoter login are not reads.
    expect(reads).not.toContain('BOOSTERLOGIN');
    expect(reads).not.toContain('LOG-EVENT-CLICKS');
    expect(reads).not.toContain('EDITACCOUNTDETAILS');
  });

  it('finds no drift on the stand-in, and never prints a login, a password or a cookie', async () => {
    const base = await listen(buildStandin());
    const { report, printed } = await check(base, true);
    expect(report.counts.drift).toBe(0);
    expect(report.counts.error).toBe(0);
    // The stand-in imitates every read but EVENT-LIST (docs/operations.md).
    expect(report.lines.filter((l) => l.status === 'missing').map((l) => l.key)).toEqual(['EVENT-LIST']);
    expect(report.counts.ok).toBeGreaterThan(80);
    // Skipped, with the reason printed: reads the three test accounts cannot make.
    expect(
      report.lines
        .filter((l) => l.status === 'skipped')
        .map((l) => l.key)
        .sort(),
    ).toEqual(['GET-TEXT-MESSAGES', 'GETEVENTSTOSELL', 'MODELDETAILS', 'REALTIMEBALANCE']);
    expect(byKey(report, 'EDITACCOUNTDETAILS (customer, tiktok changed and set back)')?.status).toBe('ok');
    expect(byKey(report, 'EDITACCOUNTDETAILS (business, tiktok changed and set back)')?.status).toBe('ok');
    for (const secret of [DEMO_PASSWORD, 'customer@demo.co.za', 'organiser@demo.co.za', 'partner@demo.co.za'])
      expect(printed).not.toContain(secret);
    expect(printed).not.toMatch(/PHPSESSID|cookie/i);
    expect(printed).toMatch(/^summary: \d+ checked: \d+ ok, 0 drift, 1 missing, 0 error, 4 skipped$/m);
  });

  it('reports exactly the drifts a stand-in is made to send, with their paths', async () => {
    const app = buildStandin();
    // Three kinds of drift: a renamed field, a number where the schema wants text, and an empty
    // list sent as {val: 0} where the schema allows only a list.
    app.addHook('onSend', async (request, _reply, payload) => {
      const op = (request.query as Record<string, string>).q;
      if (typeof payload !== 'string' || (!payload.startsWith('{') && !payload.startsWith('[')))
        return payload;
      const answer = JSON.parse(payload);
      if (op === 'GETNUMBEROFLIKES') {
        answer.like_count = answer.likes;
        delete answer.likes;
        return JSON.stringify(answer);
      }
      if (op === 'ACCOUNT-DETAILS') return JSON.stringify({ ...answer, accountName: 42 });
      if (op === 'PROVINCES') return JSON.stringify({ val: 0 });
      return payload;
    });
    const base = await listen(app);
    const { report, printed } = await check(base);
    const drifts = report.lines.filter((l) => l.status === 'drift');
    expect(drifts.map((l) => l.key).sort()).toEqual(['ACCOUNT-DETAILS', 'GETNUMBEROFLIKES', 'PROVINCES']);
    expect(byKey(report, 'GETNUMBEROFLIKES')?.differences).toEqual([
      { path: 'likes', kind: 'missing', expected: 'string | number' },
      { path: 'like_count', kind: 'extra', received: expect.stringMatching(/number|numeric string/) },
    ]);
    expect(byKey(report, 'ACCOUNT-DETAILS')?.differences).toEqual([
      { path: 'accountName', kind: 'type', expected: 'string', received: 'number' },
    ]);
    expect(byKey(report, 'PROVINCES')?.differences).toEqual([
      { path: '(root)', kind: 'type', expected: 'array', received: 'object {val}' },
    ]);
    expect(printed).toContain('drift   PROVINCES  (root): expected array, received object {val}');
    expect(printed).toContain('drift   ACCOUNT-DETAILS  accountName: expected string, received number');
    expect(printed).toContain(
      'drift   GETNUMBEROFLIKES  likes: missing (expected string | number); like_count: extra',
    );
    expect(report.counts.error).toBe(0);
  });

  it('says missing for an operation the service does not know, and error when it is unreachable', async () => {
    const app = buildStandin({ strict: false });
    // The relaxed stand-in prints nothing for an unknown op, as a PHP switch without a branch does.
    app.addHook('onRequest', async (request) => {
      if ((request.query as Record<string, string>).q === 'FINANCIALS')
        (request.query as Record<string, string>).q = 'NO-SUCH-OP';
    });
    const base = await listen(app);
    const { report } = await check(base);
    expect(byKey(report, 'FINANCIALS')).toMatchObject({ status: 'missing' });
    await running?.close();
    running = null;
    const down = await runCheck({ base, opParam: 'q', accounts: {}, timeoutMs: 2000 });
    expect(byKey(down, 'PROVINCES')).toMatchObject({
      status: 'error',
      reason: expect.stringMatching(/^network: /),
    });
  });

  it('follows the closest option of a union, row by row', () => {
    const row = z.looseObject({ id: legacy.numish, name: z.string() });
    const schema = legacy.listOrEmpty(row);
    expect(
      differences(schema, [
        { id: 1, name: 'a' },
        { id: 2, title: 'b' },
      ]),
    ).toEqual([
      { path: '[1].name', kind: 'missing', expected: 'string' },
      { path: '[1].title', kind: 'extra', received: 'string' },
    ]);
    expect(differences(schema, { val: 0 })).toEqual([]);
    expect(differences(schema, { val: 1 })).toEqual([
      { path: 'val', kind: 'value', expected: '0', received: '1' },
    ]);
    expect(differences(schema, 'nothing')).toEqual([
      { path: '(root)', kind: 'type', expected: 'array | object', received: 'string' },
    ]);
  });
});
