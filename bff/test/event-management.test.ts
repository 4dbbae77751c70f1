import { EVENT_BLOCKED_MESSAGES, EVENT_LIFECYCLE_REFUSALS } from '@tix/contract/domain/event-checklist';
import type { EventOverview, LifecycleChange } from '@tix/contract/model/event-management';
import { describe, expect, it } from 'vitest';
import { accountStack } from './account-helpers.ts';

const { browser, outbox } = accountStack();

// One login for the file: logins of one account are rate-limited.
let session: ReturnType<typeof browser> | undefined;
const organiser = async () => {
  if (!session) {
    session = browser();
    expect((await session.login('organiser@demo.co.za')).status).toBe(200);
  }
  return session;
};
const page = (id: number) => `/api/organiser/events/${id}`;
const overview = async (b: Awaited<ReturnType<typeof organiser>>, id: number) => {
  const res = await b.get(page(id));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as EventOverview;
};
const notice = { reason: 'Venue cancelled', message: 'We will share the new date soon.' };

describe('the organiser’s event page (/editevent)', () => {
  it('shows a scheduled event with its checklist facts and ticket holders', async () => {
    const b = await organiser();
    const o = await overview(b, 1);
    expect(o.event).toMatchObject({ id: '1', name: 'Jozi Jazz Under the Stars' });
    expect(o.lifecycle).toEqual({ state: 'scheduled', changedOn: null });
    expect(o.checklist).toMatchObject({
      posterUploaded: true,
      campaignCreated: true,
      campaignStatus: 'running',
      next: 'download',
    });
    expect(o.checklist.ticketTypesLoaded).toBeGreaterThan(0);
    expect(o.ticketHolders).toBeGreaterThan(1);
  });

  it('tells postponed, past and draft events apart', async () => {
    const b = await organiser();
    const postponed = await overview(b, 6);
    expect(postponed.lifecycle.state).toBe('postponed');
    expect(postponed.lifecycle.changedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await overview(b, 5)).lifecycle.state).toBe('concluded');
    const draft = await overview(b, 41);
    expect(draft.checklist).toMatchObject({ ticketTypesLoaded: 0, posterUploaded: false, next: 'tickets' });
    expect((await overview(b, 3)).checklist.next).toBe('poster');
  });

  it('postpones an event and emails every ticket holder the reason and the message', async () => {
    const b = await organiser();
    const holders = (await overview(b, 1)).ticketHolders;
    const res = await b.post(`${page(1)}/postpone`, notice);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const change = res.body as unknown as LifecycleChange;
    expect(change.lifecycle.state).toBe('postponed');
    expect(change.notified).toBe(holders);
    const sent = (await outbox()).filter(
      (m) => m.subject.includes('Jozi Jazz') && m.subject.includes('postponed'),
    );
    expect(new Set(sent.map((m) => m.to.toLowerCase())).size).toBe(holders);
    expect(sent.map((m) => m.to)).toContain('customer@demo.co.za');
    for (const m of sent) expect(m.body).toContain(notice.message);
    expect(sent[0]?.body).toContain(notice.reason);
    expect((await overview(b, 1)).lifecycle.state).toBe('postponed');
    // A postponed event does not sell: its campaign stopped, buyers are refused, and it cannot resume.
    expect((await overview(b, 1)).checklist.campaignStatus).not.toBe('running');
    // What buyers read (the event page's sell state comes from it): not running, so not sellable.
    await new Promise((r) => setTimeout(r, 80)); // the public read cache (50 ms in tests)
    const publicEvent = await browser().get('/api/events/1');
    expect(publicEvent.status).toBe(200);
    const shown = (publicEvent.body as { event?: { campaignStatus?: string } }).event;
    expect(shown?.campaignStatus).toBeDefined();
    expect(shown?.campaignStatus).not.toBe('running');
    const resume = await b.post(`${page(1)}/campaign/toggle`);
    expect([resume.status, resume.body.detail]).toEqual([409, EVENT_LIFECYCLE_REFUSALS.postponed]);
  });

  it('checks the reason and the message with the spec’s words', async () => {
    const b = await organiser();
    const missing = await b.post(`${page(4)}/postpone`, { reason: '', message: '' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Select a reason for the postponement');
    const noMessage = await b.post(`${page(4)}/cancel`, { reason: 'Other', message: ' ' });
    expect(JSON.stringify(noMessage.body)).toContain('Write a message');
  });

  it('a cancellation is final: nothing more can change, and the event leaves the public lists', async () => {
    const b = await organiser();
    const res = await b.post(`${page(2)}/cancel`, { reason: 'Other', message: 'Sorry' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as unknown as LifecycleChange).lifecycle.state).toBe('cancelled');
    for (const again of [
      () => b.post(`${page(2)}/postpone`, notice),
      () => b.post(`${page(2)}/cancel`, notice),
      () => b.post(`${page(2)}/campaign/toggle`),
      () => b.del(page(2)),
    ]) {
      const refused = await again();
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(EVENT_LIFECYCLE_REFUSALS.cancelled);
    }
    const listed = (await browser().get('/api/events')).body as unknown as { id: string }[];
    expect(listed.map((e) => e.id)).not.toContain('2');
  });

  it('deletes a draft with the service’s message, then refuses to touch it again', async () => {
    const b = await organiser();
    const res = await b.del(page(43));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/deleted/i);
    const o = await overview(b, 43);
    expect(o.lifecycle.state).toBe('deleted');
    expect(o.lifecycle.changedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const listed = (await b.get('/api/organiser/events')).body as unknown as { id: string }[];
    expect(listed.map((e) => e.id)).not.toContain('43');
    const again = await b.del(page(43));
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(EVENT_BLOCKED_MESSAGES.deleted);
  });

  it('refuses lifecycle changes on a past event', async () => {
    const b = await organiser();
    for (const attempt of [() => b.del(page(5)), () => b.post(`${page(5)}/postpone`, notice)]) {
      const refused = await attempt();
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(EVENT_BLOCKED_MESSAGES.passed);
    }
  });

  it('pauses and resumes the campaign', async () => {
    const b = await organiser();
    const pause = await b.post(`${page(3)}/campaign/toggle`);
    expect(pause.status, JSON.stringify(pause.body)).toBe(200);
    expect(pause.body.campaignStatus).toBe('stopped');
    expect((await overview(b, 3)).checklist.campaignStatus).toBe('stopped');
    // Pause hides the event from the public; Resume shows it again.
    const publicIds = async () =>
      ((await browser().get('/api/events')).body as unknown as { id: string }[]).map((e) => e.id);
    expect(await publicIds()).not.toContain('3');
    expect((await b.post(`${page(3)}/campaign/toggle`)).body.campaignStatus).toBe('running');
    expect(await publicIds()).toContain('3');
  });

  it('another organiser cannot open or change it; customers are refused', async () => {
    const other = browser();
    await other.login('bookings@karoosound.example.co.za');
    expect((await other.get(page(4))).status).toBe(404);
    expect((await other.post(`${page(4)}/cancel`, notice)).status).toBe(404);
    expect((await other.del(page(4))).status).toBe(404);
    const customer = browser();
    await customer.login('customer@demo.co.za');
    expect((await customer.get(page(4))).status).toBe(403);
    expect((await browser().get(page(4))).status).toBe(401);
  });
});
