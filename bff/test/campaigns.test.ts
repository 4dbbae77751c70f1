import type { CampaignList, TransferTarget } from '@tix/contract/api/campaigns';
import { BALANCE_TRANSFER_MESSAGES as B } from '@tix/contract/forms/campaigns';
import type { Event } from '@tix/contract/model/event';
import type { OrganiserCustomer, OrganiserEvent } from '@tix/contract/model/organiser';
import { describe, expect, it } from 'vitest';
import { accountStack } from './account-helpers.ts';

// The campaign list (/campaigns) over the real stand-in: the demo organiser's campaigns are those
// of events 1 to 6 (event 5 is over, with a leftover balance; event 6 is postponed and paused).

const { browser, standinUrl } = accountStack();
/** The provider's notify (ITN) for a campaign payment, server to server. */
const notify = (paymentId: string, amount: string) =>
  fetch(`${standinUrl()}__pay/payfast/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ m_payment_id: paymentId, payment_status: 'COMPLETE', amount_gross: amount }),
  });

type Browser = ReturnType<typeof browser>;
let session: Browser | undefined;
const organiser = async () => {
  if (!session) {
    session = browser();
    expect((await session.login('organiser@demo.co.za')).status).toBe(200);
  }
  return session;
};
const ok = <T>(res: { status: number; body: unknown }): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as T;
};
const list = async (b: Browser) => ok<CampaignList>(await b.get('/api/organiser/campaigns'));
const byEvent = (l: CampaignList, eventId: string) => l.campaigns.find((c) => c.eventId === eventId);
const balances = async (b: Browser) =>
  ok<OrganiserEvent[]>(await b.get('/api/organiser/events')).reduce(
    (sum, e) => sum + (e.balanceCents ?? 0),
    0,
  );
const publicIds = async () => ok<Event[]>(await browser().get('/api/events')).map((e) => e.id);

describe('the campaign list (/campaigns)', () => {
  it('lists the organiser’s campaigns with their money and nothing selected', async () => {
    const l = await list(await organiser());
    expect(l.campaigns.map((c) => c.eventId).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(l.selectedCount).toBe(0);
    const ended = byEvent(l, '5');
    expect(ended).toMatchObject({ daysRemaining: '---', status: 'stop', transferred: false });
    expect(ended?.balanceCents).toBeGreaterThan(0);
    for (const c of l.campaigns)
      expect(c.balanceCents).toBe((c.budgetCents ?? Number.NaN) - c.serviceFeesCents - c.printCostsCents);
  });

  it('selects one, all and none; the selection is kept by the service', async () => {
    const b = await organiser();
    expect(
      ok<{ selectedCount: number }>(
        await b.put('/api/organiser/events/1/campaign/selection', { selected: true }),
      ).selectedCount,
    ).toBe(1);
    // Asking again for the same state changes nothing.
    expect(
      ok<{ selectedCount: number }>(
        await b.put('/api/organiser/events/1/campaign/selection', { selected: true }),
      ).selectedCount,
    ).toBe(1);
    expect((await list(b)).selectedCount).toBe(1);
    expect(byEvent(await list(b), '1')?.selected).toBe(true);
    expect(
      ok<{ selectedCount: number }>(await b.put('/api/organiser/campaigns/selection', { selected: true }))
        .selectedCount,
    ).toBe(6);
    expect(
      ok<{ selectedCount: number }>(await b.put('/api/organiser/campaigns/selection', { selected: true }))
        .selectedCount,
    ).toBe(6);
    expect(
      ok<{ selectedCount: number }>(await b.put('/api/organiser/campaigns/selection', { selected: false }))
        .selectedCount,
    ).toBe(0);
    expect((await list(b)).campaigns.every((c) => !c.selected)).toBe(true);
  });

  it('pauses all the selected campaigns (their events leave the public list) and resumes them', async () => {
    const b = await organiser();
    const one = await b.post('/api/organiser/campaigns/selection/toggle', { action: 'pause' });
    expect(one.status).toBe(422);
    await b.put('/api/organiser/events/1/campaign/selection', { selected: true });
    await b.put('/api/organiser/events/2/campaign/selection', { selected: true });
    expect(await publicIds()).toEqual(expect.arrayContaining(['1', '2']));
    // All run: the action is Pause all; Resume all is refused as out of date.
    expect((await b.post('/api/organiser/campaigns/selection/toggle', { action: 'resume' })).status).toBe(
      409,
    );
    ok(await b.post('/api/organiser/campaigns/selection/toggle', { action: 'pause' }));
    let l = await list(b);
    expect([byEvent(l, '1')?.status, byEvent(l, '2')?.status]).toEqual(['stop', 'stop']);
    const hidden = await publicIds();
    expect(hidden).not.toContain('1');
    expect(hidden).not.toContain('2');
    ok(await b.post('/api/organiser/campaigns/selection/toggle', { action: 'resume' }));
    l = await list(b);
    expect([byEvent(l, '1')?.status, byEvent(l, '2')?.status]).toEqual(['running', 'running']);
    expect(await publicIds()).toEqual(expect.arrayContaining(['1', '2']));
    await b.put('/api/organiser/campaigns/selection', { selected: false });
  });

  it('lists devices (page views by device and browser) and unique buyers', async () => {
    const b = await organiser();
    expect(ok<unknown[]>(await b.get('/api/organiser/events/2/campaign/devices'))).toEqual([]);
    const guest = browser();
    expect((await guest.post('/api/events/2/views')).status).toBe(200);
    const devices = ok<{ device: string; count: number }[]>(
      await b.get('/api/organiser/events/2/campaign/devices'),
    );
    expect(devices.reduce((sum, d) => sum + d.count, 0)).toBe(1);

    const buyers = ok<OrganiserCustomer[]>(await b.get('/api/organiser/events/1/campaign/buyers'));
    const everyone = ok<OrganiserCustomer[]>(await b.get('/api/organiser/customers'));
    expect(buyers.length).toBeGreaterThan(0);
    expect(buyers.length).toBeLessThanOrEqual(everyone.length);
    expect(new Set(buyers.map((c) => c.email)).size).toBe(buyers.length);
    expect(ok<unknown[]>(await b.get('/api/organiser/events/41/campaign/buyers'))).toEqual([]);
  });

  it('moves a leftover balance once, only to an allowed event, and no money is created or lost', async () => {
    const b = await organiser();
    const before = await balances(b);
    const source = byEvent(await list(b), '5');
    const amount = source?.balanceCents;
    if (!source || typeof amount !== 'number') throw new Error('no campaign with a balance for event 5');
    const base = `/api/organiser/campaigns/${source.id}`;

    const targets = ok<TransferTarget[]>(await b.get(`${base}/transfer-targets`));
    const ids = targets.map((t) => t.eventId);
    expect(ids).toContain('1');
    expect(ids).not.toContain('5'); // its own event
    expect(ids).not.toContain('7'); // another organiser's
    // Only events that can sell: no draft without tickets or campaign, nothing postponed.
    for (const draft of ['41', '42', '43', '44', '45']) expect(ids).not.toContain(draft);
    expect(ids).not.toContain('6'); // postponed
    for (const t of targets) expect(t.startTime === null || /^\d{2}:\d{2}/.test(t.startTime)).toBe(true);
    expect(
      ok<TransferTarget[]>(await b.get(`${base}/transfer-targets?search=jazz`)).map((t) => t.eventId),
    ).toEqual(['1']);

    const none = await b.post(`${base}/transfer`, { targetEventId: '' });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(B.targetRequired);
    const foreign = await b.post(`${base}/transfer`, { targetEventId: '7' });
    expect(foreign.status).toBe(422);
    expect(foreign.body.detail).toBe(B.targetRequired);

    ok(await b.post(`${base}/transfer-mark`));
    expect(byEvent(await list(b), '5')?.markedForTransfer).toBe(true);
    const moved = ok<{ transferredCents: number }>(await b.post(`${base}/transfer`, { targetEventId: '1' }));
    expect(moved.transferredCents).toBe(amount);

    const after = byEvent(await list(b), '5');
    // The moved amount left the budget: budget minus fees is what the campaign holds, R0.00.
    expect(after).toMatchObject({ transferred: true, balanceCents: 0 });
    expect(after?.budgetCents).toBe((source.budgetCents ?? Number.NaN) - amount);
    expect(await balances(b)).toBe(before);

    const again = await b.post(`${base}/transfer`, { targetEventId: '2' });
    expect(again.status).toBe(422);
    expect(again.body.detail).toBe(B.alreadyTransferred(amount / 100));
    expect((await b.post(`${base}/transfer-mark`)).body.detail).toBe(B.alreadyTransferred(amount / 100));
    expect(await balances(b)).toBe(before);
  });

  it('shows one balance on /campaigns, /campaign and /downloadtickets: budget minus fees, after a transfer and a top-up', async () => {
    const b = await organiser();
    const source = byEvent(await list(b), '2');
    if (!source) throw new Error('no campaign for event 2');
    const figures = async () => {
      const row = byEvent(await list(b), '2');
      const launch = ok<{ balanceCents: number }>(await b.get('/api/organiser/events/2/campaign'));
      const printing = ok<{ balanceCents: number }>(await b.get('/api/organiser/events/2/printing'));
      return { row, launch: launch.balanceCents, printing: printing.balanceCents };
    };
    const agree = async () => {
      const { row, launch, printing } = await figures();
      const formula = (row?.budgetCents ?? 0) - (row?.serviceFeesCents ?? 0) - (row?.printCostsCents ?? 0);
      expect([row?.balanceCents, launch, printing]).toEqual([formula, formula, formula]);
      return formula;
    };
    const held = source.balanceCents ?? Number.NaN;
    expect(await agree()).toBe(held);
    const base = `/api/organiser/campaigns/${source.id}`;
    ok(await b.post(`${base}/transfer-mark`));
    ok(await b.post(`${base}/transfer`, { targetEventId: '3' }));
    expect(await agree()).toBe(0);
    // A top-up after the transfer: every screen shows what the campaign holds now.
    const top = await b.post('/api/organiser/events/2/campaign/payments', { budget: 50 });
    expect(top.status, JSON.stringify(top.body)).toBe(200);
    await notify(String(top.body.paymentId), '50.00');
    expect(await agree()).toBe(5000);
    expect((await figures()).row?.transferred).toBe(true);
    // Moved once: the service's refusal names the amount.
    const again = await b.post(`${base}/transfer-mark`);
    expect([again.status, again.body.detail]).toEqual([422, B.alreadyTransferred(held / 100)]);
  });

  it('refuses another organiser and a customer', async () => {
    const other = browser();
    expect((await other.login('bookings@karoosound.example.co.za')).status).toBe(200);
    const source = byEvent(await list(await organiser()), '3');
    expect(
      (await other.post(`/api/organiser/campaigns/${source?.id}/transfer`, { targetEventId: '7' })).status,
    ).toBe(404);
    expect((await other.get(`/api/organiser/campaigns/${source?.id}/transfer-targets`)).status).toBe(404);
    expect((await other.get('/api/organiser/events/1/campaign/buyers')).status).toBe(404);
    expect((await other.get('/api/organiser/events/1/campaign/devices')).status).toBe(404);
    expect((await other.put('/api/organiser/events/1/campaign/selection', { selected: true })).status).toBe(
      404,
    );
    const theirs = await list(other);
    expect(theirs.campaigns.every((c) => c.businessId === '202')).toBe(true);
    const buyer = browser();
    expect((await buyer.login('customer@demo.co.za')).status).toBe(200);
    expect((await buyer.get('/api/organiser/campaigns')).status).toBe(403);
  });
});
