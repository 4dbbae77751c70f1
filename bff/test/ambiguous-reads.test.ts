import type { LegacyOperation } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import { savedCampaignOf } from '../src/domain/campaign-readback.ts';
import { organiserEventRows } from '../src/domain/organiser-event-list.ts';
import { refused } from '../src/legacy/errors.ts';
import type { LegacyPort } from '../src/plugins/legacy.ts';

// Two reads the spec leaves ambiguous, each with the spec-backed read first and a fallback when
// its answer is empty: the organiser's full event list (MYEVENTS, plain call, then the dashboard
// variant) and a saved campaign (the CAMPAIGNS list's row, then CAMPAIGNESTIMATE).

type Answer = unknown | ((params: Record<string, unknown>) => unknown);
/** A port answering by operation key; records each call with its parameters. */
function port(answers: Record<string, Answer>) {
  const calls: { key: string; params: Record<string, unknown> }[] = [];
  const legacy = async (op: LegacyOperation, params: Record<string, unknown> = {}) => {
    calls.push({ key: op.key, params });
    const answer = answers[op.key];
    return typeof answer === 'function' ? answer(params) : (answer ?? null);
  };
  return { port: { legacy, publicRead: legacy } as unknown as LegacyPort, calls };
}

const EVENT_ROW = {
  eventid: 'ev-9f2',
  eventName: 'Winter Jazz',
  eventDate: '2026-07-04',
  businessid: 'b-202',
};
const DASHBOARD_ROW = { ...EVENT_ROW, eventid: 'ev-old', eventName: 'Autumn Fair' };
const myEvents = (plain: Answer) => ({
  MYEVENTS: (params: Record<string, unknown>) =>
    params.dashboard === 'yes' ? [DASHBOARD_ROW] : typeof plain === 'function' ? plain(params) : plain,
});

describe('the organiser’s full event list', () => {
  it('reads MYEVENTS without a variant flag first, and only that when it lists events', async () => {
    const { port: p, calls } = port(myEvents([EVENT_ROW]));
    expect(await organiserEventRows(p)).toEqual([EVENT_ROW]);
    expect(calls.map((c) => c.params)).toEqual([{ accounttype: 'business' }]);
  });

  it.each([
    ['{val: 0}', { val: '0' }],
    ['[]', []],
    ['null', null],
  ])('falls back to the dashboard variant when the plain call answers %s', async (_, empty) => {
    const { port: p, calls } = port(myEvents(empty));
    expect(await organiserEventRows(p)).toEqual([DASHBOARD_ROW]);
    expect(calls.at(-1)?.params).toEqual({ accounttype: 'business', dashboard: 'yes' });
  });

  it('falls back when the plain call fails (e.g. a replay without its recording)', async () => {
    const failing = () => {
      throw refused('MYEVENTS', 'No recording');
    };
    const { port: p } = port(myEvents(failing));
    expect(await organiserEventRows(p)).toEqual([DASHBOARD_ROW]);
  });
});

const CAMPAIGN_ROW = {
  campaignid: 'c-77',
  eventid: 'ev-9f2',
  businessid: 'b-202',
  campaignname: 'Jazz nights',
  keywords: 'jazz, winter',
  campaignstatus: 'stop',
  budget: '150.00',
  feesDeductedDigital: '0.00',
  feesDeductedPhysical: '0.00',
};
const ESTIMATE = {
  campaign_id: 'c-77',
  campaign_name: 'Jazz nights',
  keywords: 'jazz, winter',
  campaign_start_date: '2026-06-01',
  duration: '2026-07-04',
  is_campaign_exist: '1',
};

describe('a saved campaign read back', () => {
  it('is the campaign list’s row (the spec shows its fields), with the days CAMPAIGNESTIMATE gives', async () => {
    const { port: p } = port({ CAMPAIGNS: [CAMPAIGN_ROW], CAMPAIGNESTIMATE: ESTIMATE });
    expect(await savedCampaignOf(p, 'ev-9f2')).toMatchObject({
      id: 'c-77',
      name: 'Jazz nights',
      budgetCents: 15000,
      startDay: '2026-06-01',
      endDay: '2026-07-04',
    });
  });

  it('is found by the list even when CAMPAIGNESTIMATE answers nothing usable', async () => {
    const { port: p } = port({ CAMPAIGNS: [CAMPAIGN_ROW], CAMPAIGNESTIMATE: { val: 0 } });
    expect(await savedCampaignOf(p, 'ev-9f2')).toMatchObject({ id: 'c-77', startDay: null });
  });

  it('falls back to CAMPAIGNESTIMATE when the list has no row for the event, or refuses', async () => {
    const other = { ...CAMPAIGN_ROW, eventid: 'ev-other' };
    const { port: p } = port({ CAMPAIGNS: [other], CAMPAIGNESTIMATE: ESTIMATE });
    expect(await savedCampaignOf(p, 'ev-9f2')).toMatchObject({ id: 'c-77', name: 'Jazz nights' });
    const none = () => {
      throw refused('CAMPAIGNS', 'No campaigns');
    };
    const { port: q } = port({ CAMPAIGNS: none, CAMPAIGNESTIMATE: ESTIMATE });
    expect(await savedCampaignOf(q, 'ev-9f2')).toMatchObject({ id: 'c-77' });
  });

  it('is null (save first) when neither read names a campaign', async () => {
    const { port: p } = port({ CAMPAIGNS: [], CAMPAIGNESTIMATE: [] });
    expect(await savedCampaignOf(p, 'ev-9f2')).toBeNull();
  });
});
