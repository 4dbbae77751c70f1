import { describe, expect, it } from 'vitest';
import { standinOf } from '../server.ts';
import { build, get, op, rowsOf } from './helpers.ts';

describe('INSERTIMPRESSION', () => {
  it('records the view with the organiser, client id, device and browser it was given', async () => {
    const app = build();
    const params = {
      eventid: '7',
      businessid: '202',
      clientid: 'abc-123',
      device: 'mobile',
      browser: 'Firefox',
    };
    expect((await op(app, 'INSERTIMPRESSION', params)).json()).toEqual({ status: 'success' });
    expect(standinOf(app).data.impressions).toEqual([
      expect.objectContaining({
        eventId: 7,
        businessId: 202,
        clientId: 'abc-123',
        device: 'mobile',
        browser: 'Firefox',
      }),
    ]);
  });

  it('refuses an unknown event and records nothing', async () => {
    const app = build();
    const params = { eventid: '999', businessid: '202', clientid: 'x', device: 'desktop', browser: 'Other' };
    expect((await op(app, 'INSERTIMPRESSION', params)).json()).toMatchObject({ status: 'failed' });
    expect(standinOf(app).data.impressions).toEqual([]);
  });
});

describe('AFFILIATEDETAILS', () => {
  it("gives the affiliate's name, email and phone for their affiliate id", async () => {
    const answer = (await op(build(), 'AFFILIATEDETAILS', { affiliateid: 'LERATO301' })).json();
    expect(answer).toEqual({ affiliate: 'Lerato Mokoena', email: 'partner@demo.co.za', phone: '0710000003' });
  });

  it('answers nulls for an id nobody has', async () => {
    const answer = (await op(build(), 'AFFILIATEDETAILS', { affiliateid: 'NOBODY' })).json();
    expect(answer).toEqual({ affiliate: null, email: null, phone: null });
  });
});

describe('rankings', () => {
  it('ranks events nationally by tickets sold, best first, leaving out cancelled events', async () => {
    const rows = rowsOf((await get(build(), '/api/select/ranking/national')).json());
    expect(rows).toHaveLength(10);
    const sold = rows.map((r) => Number(r.quantity));
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(rows.map((r) => r.ranks)).toEqual(rows.map((_, i) => String(i + 1)));
    expect(rows.some((r) => r.event_name === 'Limpopo Marula Festival')).toBe(false);
  });

  it('ranks all nine provinces, with their event counts', async () => {
    const app = build();
    const rows = rowsOf((await get(app, '/api/select/ranking/provincial')).json());
    expect(rows).toHaveLength(9);
    const listed = standinOf(app).data.events.filter(
      (e) => e.province === 'gauteng' && e.state !== 'cancelled',
    );
    expect(rows.find((r) => r.province === 'gauteng')?.count).toBe(String(listed.length));
    expect(Number(rows[0]?.quantity)).toBeGreaterThanOrEqual(Number(rows[8]?.quantity));
  });

  it('ranks regions (the venue towns) with their province', async () => {
    const rows = rowsOf((await get(build(), '/api/select/ranking/regional')).json());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.find((r) => r.regions === 'Cape Town')).toMatchObject({ province: 'western cape' });
  });
});
