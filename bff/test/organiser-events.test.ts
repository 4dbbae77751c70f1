import type { DashboardCounts } from '@tix/contract/model/organiser';
import { describe, expect, it } from 'vitest';
import { accountStack } from './account-helpers.ts';

const { browser } = accountStack();

type Row = { id: string; businessId: string; budgetCents: number | null; day: string };

describe("the organiser's dashboard and events", () => {
  it('lists only the organiser’s own events, drafts included, and counts them', async () => {
    const b = browser();
    await b.login('organiser@demo.co.za');
    const list = await b.get('/api/organiser/events');
    expect(list.status).toBe(200);
    const events = list.body as unknown as Row[];
    expect(events.length).toBeGreaterThan(10);
    expect(new Set(events.map((e) => e.businessId))).toEqual(new Set(['201']));
    expect(events.some((e) => e.budgetCents === 0)).toBe(true);

    const counts = await b.get('/api/organiser/counts');
    expect(counts.status).toBe(200);
    const { ongoing, upcoming, past, revenueCents, campaignCount, deactivatedPromoterCount, clientCount } =
      counts.body as DashboardCounts;
    // A count the service did not send is null (unknown): NaN here, so the sum fails loudly.
    expect((ongoing ?? Number.NaN) + (upcoming ?? Number.NaN) + (past ?? Number.NaN)).toBe(events.length);
    expect(revenueCents).toBeGreaterThan(0);
    expect(campaignCount).toBe(events.filter((e) => (e.budgetCents ?? 0) > 0).length);
    expect(deactivatedPromoterCount).toBe(1);
    expect(clientCount).toBeGreaterThan(0);
  });

  it('another organiser sees their own events, not the demo organiser’s', async () => {
    const b = browser();
    await b.login('bookings@karoosound.example.co.za');
    const events = (await b.get('/api/organiser/events')).body as unknown as Row[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.businessId === '202')).toBe(true);
  });

  it('is for organisers only: guests get 401, customers 403', async () => {
    expect((await browser().get('/api/organiser/counts')).status).toBe(401);
    const customer = browser();
    await customer.login('customer@demo.co.za');
    expect((await customer.get('/api/organiser/events')).status).toBe(403);
  });
});
