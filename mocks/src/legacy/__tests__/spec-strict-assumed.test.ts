import { assumptionsOf } from '@tix/contract/legacy/assumptions';
import { SPEC_ANSWERS } from '@tix/contract/legacy/spec-answers';
import { describe, expect, it } from 'vitest';
import { standinOf } from '../server.ts';
import { assumedAnswer } from '../spec-strict/assumed.ts';
import { decodeId, encodeId } from '../spec-strict/index.ts';
import { build, login, op, postForm } from './helpers.ts';

// An answer the spec does not show, on the spec-strict profile: exactly the fields the
// assumptions list names for that operation (strings, opaque ids, PHP's nothing when empty), so
// what the product relies on is what the strict legacy gives; with no entry, {"status":"success"}.

const strict = () => build({ profile: 'spec-strict' });
const NOTICE = /^<br \/>\n<b>Notice<\/b>: [^\n]*<br \/>\n/;
const json = (body: string): unknown => JSON.parse(body.replace(NOTICE, ''));
type Row = Record<string, unknown>;

/** The assumed field paths of an operation, as the list writes them (no shapes, no refusal words). */
const assumedPaths = (key: string) =>
  assumptionsOf(key)
    .map((a) => a.field)
    .filter((f) => !f.startsWith('nothing (') && !f.startsWith('refusal.'));
const leaves = (key: string, prefix = 'rows[].') =>
  new Set(assumedPaths(key).map((path) => path.slice(path.startsWith(prefix) ? prefix.length : 0)));

const onlyStrings = (row: Row) => {
  for (const [name, value] of Object.entries(row)) expect(typeof value, name).toBe('string');
};

describe('a "not shown" answer on the spec-strict profile', () => {
  it('GETEVENTSTOSELL answers event rows with the assumed fields only, ids opaque', async () => {
    const rows = json((await op(strict(), 'GETEVENTSTOSELL', { businessid: encodeId(201) })).body);
    expect(Array.isArray(rows)).toBe(true);
    const list = rows as Row[];
    expect(list.length).toBeGreaterThan(0);
    const named = leaves('GETEVENTSTOSELL');
    for (const row of list) {
      for (const name of Object.keys(row)) expect(named.has(name), name).toBe(true);
      onlyStrings(row);
      expect(decodeId(String(row.eventid))).not.toBeNull();
      expect(row.event_name).toBe(row.eventname);
      expect(row.campaignStatus ?? row.campaignstatus).toBeDefined();
    }
  });

  it('GETEVENTSTOSELL of an organiser with no events is PHP’s empty list', async () => {
    const answer = await op(strict(), 'GETEVENTSTOSELL', { businessid: encodeId(999) });
    expect(answer.body.replace(NOTICE, '')).toBe('[]');
  });

  it('an analytics figure read answers the assumed figures, not {"status":"success"}', async () => {
    const app = strict();
    const cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
    const params = { accountid: encodeId(201), eventid: encodeId(1) };
    const sold = json((await op(app, 'GETTOTALSOLD', params, cookie)).body) as Row;
    expect(sold).not.toHaveProperty('status');
    const named = leaves('GETTOTALSOLD');
    for (const name of Object.keys(sold)) expect(named.has(name), name).toBe(true);
    expect(sold.sold).toMatch(/^\d+$/);
    onlyStrings(sold);
  });

  it('CAMPAIGNESTIMATE carries a started campaign payment in its assumed payments rows', async () => {
    const app = strict();
    const cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
    const owner = { eventid: encodeId(42), businessid: encodeId(201) };
    const save = { ...owner, campaign: 'Walk', keywords: 'heritage', startdate: '2026-03-02' };
    await postForm(app, '/webservices.php?q=ADDCAMPAIGN', { ...save, enddate: '2026-03-20' }, cookie);
    const campaign = standinOf(app).data.campaigns.find((c) => c.eventId === 42);
    const started = await postForm(
      app,
      '/payment/credentials.php',
      {
        type: 'campaign',
        campaign_id: encodeId(campaign?.id ?? 0),
        item_name: 'Campaign: Walk',
        amount: '150.00',
        email: 'organiser@demo.co.za',
        cell_number: '0710000002',
        name_first: 'Demo',
        name_last: 'Events',
        ...owner,
        payment_method: 'cc',
        is_mobile: '0',
      },
      cookie,
    );
    const paymentId = (json(started.body) as Row).m_payment_id;
    const params = { eventid: encodeId(42), business_id: encodeId(201) };
    const estimate = json((await op(app, 'CAMPAIGNESTIMATE', params, cookie)).body) as Row;
    expect(decodeId(String(estimate.campaign_id))).toBe(campaign?.id);
    expect(estimate.payments).toEqual([{ m_payment_id: paymentId, amount: '150.00', status: 'pending' }]);
    const top = new Set([...leaves('CAMPAIGNESTIMATE')].map((p) => p.replace(/\[\]\..*$/, '')));
    for (const name of Object.keys(estimate)) expect(top.has(name), name).toBe(true);
  });

  it('an operation the list names nothing for keeps {"status":"success"}', async () => {
    expect(assumedPaths('LOG-EVENT-CLICKS')).toEqual([]);
    const answer = await op(strict(), 'LOG-EVENT-CLICKS', { event_id: encodeId(1) });
    expect(json(answer.body)).toEqual({ status: 'success' });
  });
});

describe('the answer the assumptions list describes', () => {
  it('names, for every "not shown" operation, exactly the list’s field paths', () => {
    for (const [key, spec] of Object.entries(SPEC_ANSWERS)) {
      if (spec.shape !== 'notShown') continue;
      const answer = assumedAnswer(key);
      const paths = assumedPaths(key);
      if (paths.length === 0) {
        expect(answer, key).toBeUndefined();
        continue;
      }
      const prefix = answer?.shape === 'rows' ? 'rows[].' : '';
      const rebuilt = [
        ...(answer?.fields ?? []).map((f) => `${prefix}${f}`),
        ...Object.entries(answer?.nested ?? {}).flatMap(([n, fs]) => fs.map((f) => `${n}.${f}`)),
        ...Object.entries(answer?.nestedRows ?? {}).flatMap(([n, fs]) => fs.map((f) => `${n}[].${f}`)),
      ];
      expect(new Set(rebuilt), key).toEqual(new Set(paths));
    }
  });
});
