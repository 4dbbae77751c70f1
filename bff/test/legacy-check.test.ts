import type { AddressInfo } from 'node:net';
import { legacy } from '@tix/contract';
import { LEGACY_ASSUMPTIONS } from '@tix/contract/legacy/assumptions';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildStandin, DEMO_PASSWORD } from '../../mocks/src/legacy/index.ts';
import { type CheckOptions, readOnlyOperations, runCheck, UNKNOWN_ID } from '../src/legacy-check/check.ts';
import { differences } from '../src/legacy-check/drift.ts';
import { PROBES } from '../src/legacy-check/probes.ts';
import { type CheckReport, exitCode, formatLine, formatSummary } from '../src/legacy-check/report.ts';
import { USE_OF } from '../src/legacy-check/uses.ts';

// `npm run legacy:check` against the stand-in, in process on a free port: the rich stand-in's
// answers are all usable (exit 0); an answer the product cannot use, a field it reads that nothing
// documents, and an unknown id that errors each fail the check; the report says how each answer
// came (content type, PHP notice) and never prints a login, a password or a cookie.

const accounts = {
  customer: { login: 'customer@demo.co.za', password: DEMO_PASSWORD },
  business: { login: 'organiser@demo.co.za', password: DEMO_PASSWORD },
  partner: { login: 'partner@demo.co.za', password: DEMO_PASSWORD },
};
const promoter = { login: 'booster@demo.co.za', password: DEMO_PASSWORD };
const SECRETS = [DEMO_PASSWORD, ...Object.values(accounts).map((a) => a.login), promoter.login];

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

async function check(base: string, more: Partial<CheckOptions> = {}) {
  const out: string[] = [];
  const report = await runCheck({
    base,
    opParam: 'q',
    accounts,
    promoter,
    onLine: (l) => out.push(formatLine(l)),
    ...more,
  });
  out.push(formatSummary(report));
  return { report, printed: out.join('\n') };
}

/**
 * What the rich stand-in gets wrong, named so that nothing else slips in: nothing now (its
 * printing reads of an unknown event print PHP's nothing), so the check exits 0 on it.
 */
const STANDIN_GAPS: string[] = [];

/**
 * What the spec-strict stand-in answers that the product cannot use: nothing since it answers
 * the reads the spec does not show with the fields the assumptions list names (GETEVENTSTOSELL).
 */
const SPEC_STRICT_GAPS: string[] = [];

const byKey = (report: CheckReport, key: string) => report.lines.find((l) => l.key === key);
const failing = (report: CheckReport) =>
  report.lines.filter((l) => !['ok', 'fallback', 'skipped'].includes(l.status)).map((l) => formatLine(l));

/** A stand-in whose answer to `op` is rewritten (the JSON after any notice). */
function rewriting(rewrite: (op: string, answer: unknown, query: Record<string, string>) => unknown) {
  const app = buildStandin();
  app.addHook('onSend', async (request, _reply, payload) => {
    const query = request.query as Record<string, string>;
    if (typeof payload !== 'string' || !query.q) return payload;
    const start = payload.search(/[[{]/);
    if (start === -1) return payload;
    const next = rewrite(query.q, JSON.parse(payload.slice(start)), query);
    return next === undefined ? payload : JSON.stringify(next);
  });
  return app;
}

// A whole check makes some 140 calls: more than the default 5 s on a busy machine.
const WHOLE_CHECK_MS = 60_000;

describe('legacy:check', () => {
  it('has a probe for every read-only operation of the catalogue, and none for a write', () => {
    const reads = readOnlyOperations().map((o) => o.key);
    expect(reads.filter((key) => !(key in PROBES))).toEqual([]);
    expect(Object.keys(PROBES).filter((key) => !reads.includes(key))).toEqual([]);
    expect(reads).not.toContain('BOOSTERLOGIN');
    expect(reads).not.toContain('LOG-EVENT-CLICKS');
    expect(reads).not.toContain('EDITACCOUNTDETAILS');
  });

  it('has a use for every read-only operation: none is judged by its shape only', () => {
    expect(
      readOnlyOperations()
        .filter((op) => !USE_OF.has(op.key))
        .map((op) => op.key),
    ).toEqual([]);
  });

  it(
    'exits 0 on the rich stand-in, the promoter logged in, and never prints a secret',
    async () => {
      const base = await listen(buildStandin());
      const { report, printed } = await check(base, { writes: true });
      expect(failing(report)).toEqual(STANDIN_GAPS);
      expect(exitCode(report)).toBe(STANDIN_GAPS.length ? 1 : 0);
      // The promoter logs in under the organiser test account's organisation, and its reads are made.
      expect(byKey(report, 'BOOSTERLOGIN (promoter)')?.status).toBe('ok');
      expect(byKey(report, 'REALTIMEBALANCE')).toMatchObject({ status: 'ok', decisions: ['balance known'] });
      expect(byKey(report, 'GETEVENTSTOSELL')?.status).toBe('ok');
      // What the rich stand-in sends, the product finds: no fallback on the buyer's path.
      for (const key of [
        'FETCH-EVENT-DETAILS',
        'EVENTS',
        'SEARCHEVENTS',
        'TICKETS',
        'CHECKAVAILABLETICKETS',
      ]) {
        expect(byKey(report, key)?.status).toBe('ok');
        expect(byKey(report, key)?.fallbacks ?? []).toEqual([]);
      }
      expect(byKey(report, 'FETCH-EVENT-DETAILS')?.decisions).toEqual(['found', 'sellable', 'balance known']);
      expect(byKey(report, 'FETCH-EVENT-DETAILS (unknown id)')).toMatchObject({ status: 'ok' });
      expect(byKey(report, 'EDITACCOUNTDETAILS (customer, tiktok changed and set back)')?.status).toBe('ok');
      // Every read is judged by the product's use of it; none is skipped for want of an id.
      expect(report.judged.shape).toBe(0);
      expect(report.lines.filter((l) => l.judgedBy === 'shape').map((l) => l.key)).toEqual([]);
      expect(report.counts.skipped).toBe(0);
      expect(printed).toMatch(/^summary: .*\(\d+ judged by use, 0 by shape only\)$/m);
      // The model is found in the models list of one of the organiser's events; the message is the
      // SMS draft --writes saved (never paid, so never sent).
      expect(byKey(report, 'MODELDETAILS')).toMatchObject({
        status: 'ok',
        decisions: ['found', 'votes known', 'owner known'],
      });
      expect(
        byKey(report, 'EMAIL-MARKETING (business, an SMS draft saved, never paid: never sent)')?.status,
      ).toBe('ok');
      expect(byKey(report, 'GET-TEXT-MESSAGES')).toMatchObject({
        status: 'ok',
        decisions: ['found', 'sms', 'cost known', 'owner known'],
      });
      // What the product decides from the newly judged reads, in words.
      expect(byKey(report, 'api/select/payment/method')?.decisions).toEqual(['payee bank shown']);
      expect(byKey(report, 'ZOOM-IN-TICKET')?.decisions).toEqual(['QR code shown']);
      expect(byKey(report, 'PAYOUTSUMMARY')?.decisions).toContain('payout available');
      for (const secret of SECRETS) expect(printed).not.toContain(secret);
      expect(printed).not.toMatch(/PHPSESSID|cookie/i);
      expect(printed).toMatch(
        /^summary: \d+ checked: \d+ ok, \d+ fallback, 0 drift, 0 unusable, 0 undocumented/m,
      );
    },
    WHOLE_CHECK_MS,
  );

  it(
    'names every fallback on the spec-strict stand-in, each from the assumptions list',
    async () => {
      const base = await listen(buildStandin({ profile: 'spec-strict' }));
      const { report, printed } = await check(base, { writes: true });
      expect(failing(report)).toEqual(SPEC_STRICT_GAPS);
      expect(report.counts.undocumented).toBe(0);
      expect(report.judged.shape).toBe(0);
      expect(printed).toMatch(/^summary: .*\(\d+ judged by use, 0 by shape only\)$/m);
      // The spec lists only a message's text: its owner and cost are unknown, and the report says
      // what the product then does (the message opens and is paid for only in the session that
      // saved it).
      expect(byKey(report, 'GET-TEXT-MESSAGES')).toMatchObject({
        status: 'fallback',
        decisions: [
          'found',
          'sms',
          'cost unknown: paid only by the organiser the BFF saw save it',
          'owner unknown: opens only for the organiser the BFF saw save it',
        ],
      });
      expect(printed).toMatch(
        /^fallback GET-TEXT-MESSAGES: no businessid: the message is the organiser's own only if the BFF remembers this organiser saving it/m,
      );
      expect(byKey(report, 'MODELDETAILS')).toMatchObject({ status: 'fallback' });
      expect(byKey(report, 'MODELDETAILS')?.decisions).toContain('found');
      // Analytics totals: each figure the answer lacks is named with the assumptions list's words.
      expect(printed).toMatch(
        /^fallback GETTOTALSALES: no \w+: the same figure from another of the six answers/m,
      );
      // The spec lists no balance in the event detail: the running event still sells, by its status.
      expect(byKey(report, 'FETCH-EVENT-DETAILS')).toMatchObject({
        status: 'fallback',
        decisions: ['found', 'sellable', 'balance unknown'],
      });
      expect(printed).toMatch(/^fallback FETCH-EVENT-DETAILS: no balance: .*campaignStatus/m);
      const named = new Set(LEGACY_ASSUMPTIONS.map((a) => `${a.key} ${a.field}`));
      const fallbacks = report.lines.flatMap((l) => l.fallbacks ?? []);
      expect(fallbacks.length).toBeGreaterThan(10);
      for (const f of fallbacks) expect(named).toContain(f.assumption);
      // PHP's way of answering: JSON as text/html, now and then a notice before it.
      expect(byKey(report, 'EVENTS')?.contentType).toBe('text/html');
      expect(printed).toMatch(/PHP notice before the JSON: "Notice: /);
      for (const secret of SECRETS) expect(printed).not.toContain(secret);
    },
    WHOLE_CHECK_MS,
  );

  it(
    'calls each read as the BFF does: public reads without the cookie, no customerid',
    async () => {
      const app = buildStandin();
      const seen: { q: string; params: string[]; cookie: boolean }[] = [];
      app.addHook('onRequest', async (request) => {
        const query = request.query as Record<string, string>;
        if (query.q) seen.push({ q: query.q, params: Object.keys(query), cookie: !!request.headers.cookie });
      });
      await check(await listen(app));
      const details = seen.filter((s) => s.q === 'FETCH-EVENT-DETAILS');
      expect(details.length).toBe(2);
      for (const call of details) expect(call).toMatchObject({ params: ['q', 'eventid'], cookie: false });
      expect(seen.find((s) => s.q === 'EVENTS')).toMatchObject({ cookie: false });
      expect(seen.find((s) => s.q === 'CUSTOMERDETAILS')).toMatchObject({ cookie: true });
    },
    WHOLE_CHECK_MS,
  );

  it(
    'reports the content type and a PHP notice before the JSON',
    async () => {
      const app = buildStandin();
      app.addHook('onSend', async (request, reply, payload) => {
        if ((request.query as Record<string, string>).q !== 'PROVINCES') return payload;
        reply.header('content-type', 'text/html; charset=UTF-8');
        return `<br />\n<b>Warning</b>:  Undefined variable $limit in <b>webservices.php</b> on line <b>12</b><br />\n${payload}`;
      });
      const { report, printed } = await check(await listen(app));
      expect(byKey(report, 'PROVINCES')).toMatchObject({
        status: 'ok',
        contentType: 'text/html',
        notice: 'Warning: Undefined variable $limit in webservices.php on line 12',
      });
      expect(printed).toMatch(
        /^ok PROVINCES: \d+ provinces \[text\/html; PHP notice before the JSON: "Warning: /m,
      );
    },
    WHOLE_CHECK_MS,
  );

  it(
    'names a documented fallback and exits 0; the same field undocumented exits 1',
    async () => {
      const noBalance = () =>
        rewriting((op, answer) => {
          if (op !== 'FETCH-EVENT-DETAILS' || typeof answer !== 'object' || answer === null) return undefined;
          const { balance: _gone, ...rest } = answer as Record<string, unknown>;
          return rest;
        });
      const documented = await check(await listen(noBalance()));
      const line = byKey(documented.report, 'FETCH-EVENT-DETAILS');
      // The running event still sells: an unknown balance is not none.
      expect(line).toMatchObject({ status: 'fallback', decisions: ['found', 'sellable', 'balance unknown'] });
      const assumed = LEGACY_ASSUMPTIONS.find(
        (a) => a.key === 'FETCH-EVENT-DETAILS' && a.field === 'balance',
      );
      expect(documented.printed).toContain(
        `fallback FETCH-EVENT-DETAILS: no balance: ${assumed?.whenAbsent}`,
      );
      // A documented fallback fails nothing.
      expect(failing(documented.report)).toEqual(STANDIN_GAPS);
      await running?.close();

      const undocumented = await check(await listen(noBalance()), {
        knowledge: { assumptions: [], promised: {} },
      });
      expect(byKey(undocumented.report, 'FETCH-EVENT-DETAILS')?.status).toBe('undocumented');
      expect(undocumented.printed).toMatch(
        /^undocumented FETCH-EVENT-DETAILS: no balance: the product reads it/m,
      );
      expect(exitCode(undocumented.report)).toBe(1);
    },
    WHOLE_CHECK_MS,
  );

  it(
    'exits 1 on an answer the product cannot use and on an unknown id that errors',
    async () => {
      const app = rewriting((op, answer) => {
        // A renamed field the product needs: every event row of a search loses its id.
        if (op === 'SEARCHEVENTS' && Array.isArray(answer))
          return answer.map(({ eventid, ...row }: Record<string, unknown>) => ({
            ...row,
            event_ref: eventid,
          }));
        return undefined;
      });
      app.addHook('onRequest', async (request, reply) => {
        const query = request.query as Record<string, string>;
        if (query.q === 'TICKETS' && query.eventid === UNKNOWN_ID) return reply.code(500).send('Fatal error');
      });
      const { report, printed } = await check(await listen(app));
      expect(byKey(report, 'SEARCHEVENTS')).toMatchObject({
        status: 'drift',
        reason: 'the BFF refuses it (502)',
      });
      expect(printed).toContain('drift SEARCHEVENTS: the BFF refuses it (502); [0].eventid: missing');
      expect(byKey(report, 'TICKETS (unknown id)')).toMatchObject({ status: 'error' });
      expect(printed).toMatch(/^error TICKETS \(unknown id\): an unknown id gave HTTP 500/m);
      expect(exitCode(report)).toBe(1);
    },
    WHOLE_CHECK_MS,
  );

  it(
    "reports a newly judged read answered wrongly as drift or unusable, by the operation's name",
    async () => {
      const app = rewriting((op, answer) => {
        if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return undefined;
        const row = answer as Record<string, unknown>;
        // A payout figure of another kind: the BFF refuses the summary.
        if (op === 'PAYOUTSUMMARY') return { ...row, total_net: ['1200.00'] };
        // The header's name missing: the schema requires it.
        if (op === 'ACCOUNT-DETAILS') {
          const { accountName: _gone, ...rest } = row;
          return rest;
        }
        // A refund tier's fee as an object.
        if (op === 'GET_REFUND_RULES') return { ...row, feeAmountOne: { amount: 10 } };
        // The event's transactions without the id the ownership check finds them by.
        if (op === 'TRANSACTIONS-LIST' && Array.isArray(row.transactions))
          return {
            ...row,
            transactions: row.transactions.map(({ transaction_id: _id, ...t }: Record<string, unknown>) => t),
          };
        return undefined;
      });
      const { report, printed } = await check(await listen(app));
      expect(byKey(report, 'PAYOUTSUMMARY')).toMatchObject({
        status: 'drift',
        reason: 'the BFF refuses it (502)',
      });
      expect(printed).toMatch(/^drift PAYOUTSUMMARY: the BFF refuses it \(502\); total_net: expected /m);
      expect(printed).toMatch(/^drift ACCOUNT-DETAILS: the BFF refuses it \(502\); accountName: missing/m);
      expect(printed).toMatch(/^drift GET_REFUND_RULES: the BFF refuses it \(502\); feeAmountOne: /m);
      expect(byKey(report, 'TRANSACTIONS-LIST')).toMatchObject({
        status: 'unusable',
        reason: expect.stringMatching(/^\d+ transactions? without an id$/),
      });
      expect(exitCode(report)).toBe(1);
    },
    WHOLE_CHECK_MS,
  );

  it(
    'takes every form of nothing for an unknown id, and says which came',
    async () => {
      const forms: Record<string, unknown> = { TICKETS: [], GETNUMBEROFLIKES: { val: 0 } };
      const app = rewriting((op, _answer, query) =>
        query.eventid === UNKNOWN_ID && op in forms ? forms[op] : undefined,
      );
      app.addHook('onSend', async (request, _reply, payload) => {
        const query = request.query as Record<string, string>;
        return query.q === 'FETCH-EVENT-DETAILS' && query.eventid === UNKNOWN_ID ? 'null' : payload;
      });
      const { report } = await check(await listen(app));
      expect(byKey(report, 'FETCH-EVENT-DETAILS (unknown id)')).toMatchObject({
        status: 'ok',
        reason: 'not found: null',
      });
      expect(byKey(report, 'TICKETS (unknown id)')).toMatchObject({ status: 'ok', reason: 'not found: []' });
      expect(byKey(report, 'GETNUMBEROFLIKES (unknown id)')?.reason).toBe('not found: {"val":0}');
    },
    WHOLE_CHECK_MS,
  );

  it(
    'says error when the service is unreachable',
    async () => {
      const base = await listen(buildStandin());
      await running?.close();
      running = null;
      const down = await runCheck({ base, opParam: 'q', accounts: {}, timeoutMs: 2000 });
      expect(byKey(down, 'PROVINCES')).toMatchObject({
        status: 'error',
        reason: expect.stringMatching(/^network: /),
      });
      expect(exitCode(down)).toBe(1);
    },
    WHOLE_CHECK_MS,
  );

  it('follows the closest option of a union, row by row', () => {
    const row = z.looseObject({ id: legacy.numish, name: z.string() });
    const schema = z.union([z.array(row), legacy.emptyVal]);
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
    // The catalogue's own list, which also takes PHP's forms of nothing: a row is still followed.
    expect(differences(legacy.listOrEmpty(row), [{ id: 1, title: 'b' }])).toEqual([
      { path: '[0].name', kind: 'missing', expected: 'string' },
      { path: '[0].title', kind: 'extra', received: 'string' },
    ]);
    expect(differences(legacy.listOrEmpty(row), null)).toEqual([]);
    expect(differences(schema, { val: 1 })).toEqual([
      { path: 'val', kind: 'value', expected: '0', received: '1' },
    ]);
  });
});
