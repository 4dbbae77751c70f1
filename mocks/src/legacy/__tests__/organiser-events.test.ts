import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID } from '../seed/index.ts';
import { build, login, op, rowsOf, TODAY } from './helpers.ts';

const asOrganiser = async () => {
  const app = build();
  const cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
  return { app, cookie };
};

describe("the organiser's dashboard", () => {
  it('MYEVENTS lists only the organiser’s events, in date order, drafts with no budget', async () => {
    const { app, cookie } = await asOrganiser();
    const rows = rowsOf((await op(app, 'MYEVENTS', { accountid: String(DEMO_BUSINESS_ID) }, cookie)).json());
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.businessid === String(DEMO_BUSINESS_ID))).toBe(true);
    const days = rows.map((r) => String(r.event_day));
    expect(days).toEqual([...days].sort());
    expect(rows.filter((r) => r.budget === '0.00').length).toBeGreaterThanOrEqual(6);
    expect(rows.find((r) => r.eventid === '1')).toMatchObject({
      sold: expect.stringMatching(/^[1-9]\d*$/),
      sales: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });

  it('FETCH-EVENT-COUNTS counts the session’s events by date and sums their sales', async () => {
    const { app, cookie } = await asOrganiser();
    const counts = (await op(app, 'FETCH-EVENT-COUNTS', {}, cookie)).json() as Record<
      string,
      string | number
    >;
    const rows = rowsOf((await op(app, 'MYEVENTS', { accountid: String(DEMO_BUSINESS_ID) }, cookie)).json());
    const upcoming = rows.filter((r) => String(r.event_day) > TODAY).length;
    expect(counts).toMatchObject({ upcoming, past: rows.length - upcoming - Number(counts.ongoing) });
    const revenue = rows.reduce((sum, r) => sum + Math.round(Number(r.sales) * 100), 0);
    expect(Math.round(Number(counts.revenue) * 100)).toBe(revenue);
  });

  it('FETCH-EVENT-COUNTS refuses a request with no organiser logged in', async () => {
    expect((await op(build(), 'FETCH-EVENT-COUNTS')).status).toBe(401);
  });

  it('counts campaigns, clients and deactivated promoters of the business named', async () => {
    const app = build();
    const id = { businessid: String(DEMO_BUSINESS_ID) };
    expect((await op(app, 'CAMPAIGNSTATSUSS', id)).json()).toEqual({ val: 1, campaignCount: '6' });
    expect((await op(app, 'NUMBEROFBOOSTERDEACTIVATEDS', id)).json()).toEqual({
      val: 1,
      boosterDeactivatedCount: '1',
    });
    expect((await op(app, 'NUMBEROFCLIENTELE', id)).json()).toMatchObject({ val: 1 });
    expect((await op(app, 'NUMBEROFCLIENTELE', { businessid: '999' })).json()).toEqual({ val: 0 });
  });
});
