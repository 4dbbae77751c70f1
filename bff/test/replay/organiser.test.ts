import type { DashboardCounts, OrganiserCustomer, OrganiserEvent } from '@tix/contract/model/organiser';
import { describe, expect, it } from 'vitest';
import {
  eventBody,
  JOURNEY_EVENTS,
  JOURNEY_POSTER,
  ORGANISER_AFTER_AS,
  ORGANISER_AFTER_LOGIN,
  ORGANISER_AS,
  ORGANISER_LOGIN,
  OTHER_ORGANISER_AS,
  OTHER_ORGANISER_LOGIN,
} from '../../../mocks/src/wiremock/journeys/organiser.ts';
import { replayBff } from './replay-bff.ts';

// The organiser's side replayed from WireMock in the order the journey recorded it
// (mocks/src/wiremock/journeys/organiser.ts).

const rig = replayBff([
  [ORGANISER_AS, ORGANISER_LOGIN],
  [OTHER_ORGANISER_AS, OTHER_ORGANISER_LOGIN],
  [ORGANISER_AFTER_AS, ORGANISER_AFTER_LOGIN],
]);

const send = async <T>(method: string, path: string, body?: unknown, as = ORGANISER_AS) => {
  const r = await rig.client.send({ method, path, body, as });
  return { status: r.status, body: r.json as T };
};

const get = async <T>(path: string, as = ORGANISER_AS) => {
  const r = await rig.client.send({ method: 'GET', path, as });
  return { status: r.status, body: r.json as T };
};

describe("the organiser's dashboard and customers, replayed", () => {
  it('counts the events by time and lists them, drafts included', async () => {
    const events = (await get<OrganiserEvent[]>('/api/organiser/events')).body;
    expect(events.length).toBeGreaterThan(10);
    expect(new Set(events.map((e) => e.businessId))).toEqual(new Set(['201']));
    expect(events.some((e) => (e.budgetCents ?? 0) <= 0)).toBe(true);
    const counts = (await get<DashboardCounts>('/api/organiser/counts')).body;
    const known = (n: number | null) => n ?? Number.NaN;
    expect(known(counts.ongoing) + known(counts.upcoming) + known(counts.past)).toBe(events.length);
    expect(counts.revenueCents).toBeGreaterThan(0);
    expect(counts.clientCount).toBeGreaterThan(0);
  });

  it('lists the customers and finds one by a name with a space in it', async () => {
    const all = (await get<OrganiserCustomer[]>('/api/organiser/customers')).body;
    const someone = all.find((c) => c.firstName && c.lastName);
    if (!someone) throw new Error('no named customer recorded');
    const found = (
      await get<OrganiserCustomer[]>(
        `/api/organiser/customers?${new URLSearchParams({ search: `${someone.firstName} ${someone.lastName}` })}`,
      )
    ).body;
    expect(found.map((c) => c.id)).toContain(someone.id);
    expect(
      (await get<OrganiserCustomer[]>('/api/organiser/customers?search=nobody+by+this+name')).body,
    ).toEqual([]);
  });

  it('shows a second organiser only their own events', async () => {
    const events = (await get<OrganiserEvent[]>('/api/organiser/events', OTHER_ORGANISER_AS)).body;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.businessId === '202')).toBe(true);
    expect((await get<unknown[]>('/api/organiser/customers', OTHER_ORGANISER_AS)).status).toBe(200);
  });
});

describe("an organiser's events from creation to cancellation, replayed", () => {
  // Replay keeps the last state the journey left and answers a write whatever values are sent
  // (mocks/src/wiremock/postprocess.ts): every creation answers the newest recorded one (the ready
  // event, created last), and reads show the events after their changes.
  const ids: Record<keyof typeof JOURNEY_EVENTS, string> = { ready: '', cancelled: '', deleted: '' };
  const at = (id: string, rest = '') => `/api/organiser/events/${id}${rest}`;
  const reason = {
    reason: 'Venue cancelled',
    message: 'We are moving to a bigger venue; your tickets stay valid.',
  };

  it('creates an event whatever its values: the newest recorded creation answers', async () => {
    const made = async (name: string) =>
      send<{ ok: boolean; eventId: string | null }>('POST', '/api/organiser/events', {
        ...eventBody(name),
        venue: `${name} venue`,
      });
    const first = await made(JOURNEY_EVENTS.ready);
    expect(first.status).toBe(201);
    expect(first.body.eventId).toMatch(/^\d+$/);
    ids.ready = first.body.eventId ?? '';
    const other = await made('Any Name QA Types');
    expect(other.status).toBe(201);
    expect(other.body.eventId).toBe(ids.ready);
    // The journey created the deleted, cancelled and ready events in that order.
    const events = (await get<OrganiserEvent[]>('/api/organiser/events')).body;
    ids.cancelled = events.find((e) => e.name === JOURNEY_EVENTS.cancelled)?.id ?? '';
    expect(ids.cancelled).toBe(String(Number(ids.ready) - 1));
    ids.deleted = String(Number(ids.ready) - 2);
    expect(events.some((e) => e.id === ids.deleted)).toBe(false);
  });

  it('edits the details and allows refunds before any sale', async () => {
    const edited = await send<{ venue: string; expectedAttendees: number }>('PUT', at(ids.ready), {
      ...eventBody(JOURNEY_EVENTS.ready),
      venue: 'Newtown Junction',
      expectedAttendees: 300,
    });
    expect(edited.status).toBe(200);
    const refunds = await send<{ refundsAllowed: boolean; refundPolicyLocked: boolean }>(
      'PUT',
      at(ids.ready, '/refunds'),
      { refundsAllowed: true },
    );
    expect(refunds.status).toBe(200);
    expect(refunds.body).toMatchObject({ refundsAllowed: true, refundPolicyLocked: false });
  });

  it('loads VIP tickets for adults and kids, and uploads a poster checked by its bytes', async () => {
    const loaded = await send<{ outcome: string; tiers: Record<string, unknown> }>(
      'POST',
      at(ids.ready, '/tickets'),
      { category: 'vip', adultTickets: '80', adultPrice: '199', kidsTickets: '10', kidsPrice: '99' },
    );
    expect(loaded.status).toBe(200);
    expect(loaded.body.outcome).toBe('success');
    // The tiers are read back from the recording: what the journey loaded.
    expect(loaded.body.tiers.vip).toMatchObject({
      adultsLoaded: 120,
      adultPriceCents: 25_000,
      kidsLoaded: 40,
      kidsPriceCents: 12_050,
    });
    const form = new FormData();
    form.set('file', new Blob([JOURNEY_POSTER], { type: 'image/png' }), 'replay-poster.png');
    const poster = await rig.client.send({
      method: 'POST',
      path: at(ids.ready, '/poster'),
      form,
      as: ORGANISER_AS,
    });
    expect(poster.status).toBe(200);
    expect((poster.json as { posterUrl: string }).posterUrl).toMatch(new RegExp(`/${ids.ready}/`));
    const tiers = await get<Record<string, { adultsLoaded: number } | null>>(
      at(ids.ready, '/tickets'),
      ORGANISER_AFTER_AS,
    );
    expect(tiers.body.vip?.adultsLoaded).toBe(120);
    expect(tiers.body.general).toBeNull();
  });

  it('postpones one event and cancels another; a deleted one says so', async () => {
    const postponed = await send<{ lifecycle: { state: string }; notified: number }>(
      'POST',
      at(ids.ready, '/postpone'),
      reason,
    );
    expect(postponed.status).toBe(200);
    expect(postponed.body).toMatchObject({ lifecycle: { state: 'postponed' }, notified: 0 });
    // Cancelling answers the recorded cancellation for an event the recording left open; the one
    // it cancelled stays cancelled on replay, and the BFF says so before calling the legacy.
    const cancelled = await send<{ lifecycle: { state: string } }>('POST', at(ids.ready, '/cancel'), reason);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await send('POST', at(ids.cancelled, '/cancel'), reason)).status).toBe(409);
    const after = async (id: string) =>
      (await get<{ lifecycle: { state: string } }>(at(id), ORGANISER_AFTER_AS)).body.lifecycle.state;
    expect(await after(ids.ready)).toBe('postponed');
    expect(await after(ids.cancelled)).toBe('cancelled');
    // Deleting answers the recorded deletion for an event the recording left in place.
    const deleted = await send<{ message: string }>('DELETE', at(ids.ready));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message.length).toBeGreaterThan(0);
    expect(await after(ids.deleted)).toBe('deleted');
  });

  it('does not show another organiser the event', async () => {
    expect((await get(at(ids.ready), OTHER_ORGANISER_AS)).status).toBe(404);
  });
});
