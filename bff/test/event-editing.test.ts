import { EVENT_EDIT_MESSAGES, EVENT_MESSAGES } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import type { StandinData } from '../../mocks/src/legacy/model.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// Creating and editing an organiser's event over the real stand-in: /addevent, /updateeventdetails
// and the refund setting.

let app: FastifyInstance;
let data: StandinData;
let close: () => Promise<void>;
beforeAll(async () => {
  let standin: FastifyInstance;
  ({ app, standin, close } = await stack({ TRUST_PROXY: '1' }));
  data = standinOf(standin).data;
});
afterAll(() => close());

let nextIp = 40;
function browser() {
  const ip = `10.0.1.${nextIp++}`;
  let cookie = '';
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
    cookie = sessionCookie(res.headers['set-cookie']) || cookie;
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: object) => send('POST', url, payload),
    put: (url: string, payload: object) => send('PUT', url, payload),
    login: (emailOrPhone: string) =>
      send('POST', '/api/session', { emailOrPhone, password: 'Demo1234!', partner: false }),
  };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const newEvent = {
  eventType: 'music concert',
  province: 'gauteng',
  eventName: 'Sandton Sunday Jazz',
  organiserName: '',
  venue: 'Nelson Mandela Square, Sandton',
  expectedAttendees: '250',
  startDate: inDays(30),
  endDate: inDays(30),
  startTime: '18:00',
  endTime: '22:30',
  description: 'An evening of jazz on the square.',
};

const edited = {
  eventName: 'Sandton Sunday Jazz (late show)',
  organiserName: 'Jazz Collective',
  venue: 'Nelson Mandela Square, Sandton',
  theme: '',
  expectedAttendees: 300,
  startDate: inDays(31),
  endDate: inDays(31),
  startTime: '20:00',
  endTime: '23:30',
  description: 'Later, longer.',
};

type Row = {
  id: string;
  name: string;
  budgetCents: number | null;
  posterUrl: string | null;
  expectedAttendees: number | null;
  campaignStatus: string | null;
};

// One login for the file: logins are limited per account.
let demo: ReturnType<typeof browser> | null = null;
async function organiser() {
  if (demo) return demo;
  const b = browser();
  expect((await b.login('organiser@demo.co.za')).status).toBe(200);
  demo = b;
  return b;
}

/** Creates an event and answers its id, read from the organiser's list. */
async function create(b: ReturnType<typeof browser>, name: string) {
  const res = await b.post('/api/organiser/events', { ...newEvent, eventName: name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const rows = (await b.get('/api/organiser/events')).body as unknown as Row[];
  const row = rows.find((r) => r.name === name);
  expect(row).toBeDefined();
  expect(res.body.eventId).toBe(row?.id);
  return row?.id ?? '';
}

describe('creating an event (/addevent)', () => {
  it('creates a draft that the organiser’s list shows, with the account name and N/A theme by default', async () => {
    const b = await organiser();
    const id = await create(b, 'Sandton Sunday Jazz');
    const rows = (await b.get('/api/organiser/events')).body as unknown as Row[];
    const row = rows.find((r) => r.id === id);
    expect(row?.budgetCents).toBe(0);
    expect(row?.posterUrl).toBeNull();
    expect(row?.expectedAttendees).toBe(250);
    expect(row?.campaignStatus).toBe('stop');

    const details = await b.get(`/api/organiser/events/${id}/details`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      eventId: id,
      name: 'Sandton Sunday Jazz',
      organiserName: 'Demo Events Co',
      theme: 'N/A',
      expectedAttendees: 250,
      day: newEvent.startDate,
      startTime: '18:00',
      eventType: 'music concert',
      refundsAllowed: false,
      refundPolicyLocked: false,
      notEditable: null,
    });
  });

  it('answers the spec’s eleven messages in order', async () => {
    const b = await organiser();
    const steps: [string, Record<string, unknown>][] = [
      [EVENT_MESSAGES.eventTypeRequired, { eventType: '' }],
      [EVENT_MESSAGES.provinceRequired, { eventType: 'music concert', province: '' }],
      [EVENT_MESSAGES.eventNameRequired, { province: 'gauteng', eventName: ' ' }],
      [EVENT_MESSAGES.venueRequired, { eventName: 'A', venue: '' }],
      [EVENT_MESSAGES.themeRequired, { venue: 'B', theme: '' }],
      [EVENT_MESSAGES.attendeesRequired, { theme: 'N/A', expectedAttendees: '' }],
      [EVENT_MESSAGES.startDateRequired, { expectedAttendees: '10', startDate: '' }],
      [EVENT_MESSAGES.endDateRequired, { startDate: inDays(5), endDate: '' }],
      [EVENT_MESSAGES.startTimeRequired, { endDate: inDays(5), startTime: '' }],
      [EVENT_MESSAGES.endTimeRequired, { startTime: '10:00', endTime: '' }],
      [EVENT_MESSAGES.descriptionRequired, { endTime: '12:00', description: '' }],
    ];
    let body: Record<string, unknown> = {};
    const before = data.events.length;
    for (const [message, change] of steps) {
      body = { ...body, ...change };
      const res = await b.post('/api/organiser/events', body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(message);
    }
    expect(data.events.length).toBe(before);
  });

  it('is for organisers only', async () => {
    expect((await browser().post('/api/organiser/events', newEvent)).status).toBe(401);
    const customer = browser();
    await customer.login('customer@demo.co.za');
    expect((await customer.post('/api/organiser/events', newEvent)).status).toBe(403);
  });
});

describe('editing an event (/updateeventdetails)', () => {
  it('saves the edit form and reads it back; a blank theme becomes N/A', async () => {
    const b = await organiser();
    const id = await create(b, 'Edit me');
    const res = await b.put(`/api/organiser/events/${id}`, edited);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      name: edited.eventName,
      organiserName: 'Jazz Collective',
      theme: 'N/A',
    });
    const details = (await b.get(`/api/organiser/events/${id}/details`)).body;
    expect(details).toMatchObject({
      name: edited.eventName,
      venue: edited.venue,
      expectedAttendees: 300,
      day: edited.startDate,
      finishDay: edited.endDate,
      startTime: '20:00',
      finishTime: '23:30',
      description: 'Later, longer.',
      refundsAllowed: false,
    });
  });

  it('answers the spec’s eight messages in order', async () => {
    const b = await organiser();
    const steps: [string, Record<string, unknown>][] = [
      [EVENT_MESSAGES.eventNameRequired, { eventName: '' }],
      [EVENT_MESSAGES.venueRequired, { eventName: 'A', venue: '' }],
      [EVENT_MESSAGES.attendeesRequired, { venue: 'B', expectedAttendees: 0 }],
      [EVENT_MESSAGES.startDateRequired, { expectedAttendees: 5, startDate: '' }],
      [EVENT_MESSAGES.endDateRequired, { startDate: inDays(5), endDate: '' }],
      [EVENT_MESSAGES.startTimeRequired, { endDate: inDays(5), startTime: '' }],
      [EVENT_MESSAGES.endTimeRequired, { startTime: '10:00', endTime: '' }],
      [EVENT_MESSAGES.descriptionRequired, { endTime: '12:00', description: '' }],
    ];
    let body: Record<string, unknown> = {};
    for (const [message, change] of steps) {
      body = { ...body, ...change };
      const res = await b.put('/api/organiser/events/1', body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(message);
    }
  });

  it('another organiser cannot read or change the event', async () => {
    const b = await organiser();
    const id = await create(b, 'Not theirs');
    const other = browser();
    await other.login('bookings@karoosound.example.co.za');
    expect([403, 404]).toContain((await other.get(`/api/organiser/events/${id}/details`)).status);
    expect([403, 404]).toContain((await other.put(`/api/organiser/events/${id}`, edited)).status);
    expect([403, 404]).toContain(
      (await other.put(`/api/organiser/events/${id}/refunds`, { refundsAllowed: true })).status,
    );
    expect(data.events.find((e) => String(e.id) === id)?.name).toBe('Not theirs');
  });

  it('takes the new date of a postponed event, which stays postponed (issue 27, finding 7)', async () => {
    const b = await organiser();
    const postponed = data.events.find((e) => e.businessId === 201 && e.state === 'postponed');
    expect(postponed).toBeDefined();
    const res = await b.put(`/api/organiser/events/${postponed?.id}`, edited);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const details = (await b.get(`/api/organiser/events/${postponed?.id}/details`)).body;
    expect(details).toMatchObject({ day: edited.startDate, finishDay: edited.endDate });
    expect(data.events.find((e) => e.id === postponed?.id)?.state).toBe('postponed');
  });

  it('refuses a past event and a deleted one with the spec’s messages', async () => {
    const b = await organiser();
    const past = data.events.find((e) => e.businessId === 201 && e.day < inDays(0));
    expect(past).toBeDefined();
    const pastDetails = (await b.get(`/api/organiser/events/${past?.id}/details`)).body;
    expect(pastDetails.notEditable).toBe('passed');
    const res = await b.put(`/api/organiser/events/${past?.id}`, edited);
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(EVENT_EDIT_MESSAGES.passed);
    expect(data.events.find((e) => e.id === past?.id)?.name).toBe(past?.name);

    const id = await create(b, 'Deleted later');
    const record = data.events.find((e) => String(e.id) === id);
    if (record) record.deletedAt = '2026-01-01 10:00:00';
    expect((await b.get(`/api/organiser/events/${id}/details`)).body.notEditable).toBe('deleted');
    const deleted = await b.put(`/api/organiser/events/${id}`, edited);
    expect(deleted.status).toBe(422);
    expect(deleted.body.detail).toBe(EVENT_EDIT_MESSAGES.deleted);
    const refunds = await b.put(`/api/organiser/events/${id}/refunds`, { refundsAllowed: true });
    expect(refunds.body.detail).toBe(EVENT_EDIT_MESSAGES.deleted);
  });
});

describe('the refund setting', () => {
  it('is off for a new event, changes before the first sale, and locks after it', async () => {
    const b = await organiser();
    const id = await create(b, 'Refundable');
    const on = await b.put(`/api/organiser/events/${id}/refunds`, { refundsAllowed: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ refundsAllowed: true, refundPolicyLocked: false, name: 'Refundable' });
    // Everything else is unchanged.
    expect(on.body).toMatchObject({ venue: newEvent.venue, expectedAttendees: 250, theme: 'N/A' });

    // A paid purchase: the first sale.
    const sale = data.purchases.find((p) => p.status === 'paid');
    if (!sale) throw new Error('the seed has no paid purchase');
    data.purchases.push({
      ...sale,
      id: 99_500,
      paymentId: 'LOCK-TEST',
      eventId: Number(id),
      businessId: 201,
    });

    const locked = (await b.get(`/api/organiser/events/${id}/details`)).body;
    expect(locked).toMatchObject({ refundsAllowed: true, refundPolicyLocked: true });
    const off = await b.put(`/api/organiser/events/${id}/refunds`, { refundsAllowed: false });
    expect(off.status).toBe(422);
    expect(off.body.detail).toBe(EVENT_EDIT_MESSAGES.refundsLocked);
    const viaEdit = await b.put(`/api/organiser/events/${id}`, { ...edited, refundsAllowed: false });
    expect(viaEdit.status).toBe(422);
    expect(viaEdit.body.detail).toBe(EVENT_EDIT_MESSAGES.refundsLocked);

    // Other details may still change; the setting stays as it was.
    const kept = await b.put(`/api/organiser/events/${id}`, edited);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      name: edited.eventName,
      refundsAllowed: true,
      refundPolicyLocked: true,
    });
  });
});
