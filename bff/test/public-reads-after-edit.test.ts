import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from './customer.ts';
import { stack } from './standin.ts';

// The event page's details are a shared read kept 30 s (issue 29): an organiser's own change is
// seen at once all the same.

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await stack({ CACHE_TTL_MS: '30000' }));
});
afterAll(() => close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const event = {
  eventType: 'music concert',
  province: 'gauteng',
  eventName: 'Soweto Sunset Strings',
  organiserName: '',
  venue: 'Walter Sisulu Square, Kliptown',
  expectedAttendees: '120',
  startDate: inDays(40),
  endDate: inDays(40),
  startTime: '17:00',
  endTime: '21:00',
  description: 'Strings at sunset.',
};

describe("an event's public page after its organiser edits it", () => {
  it('shows the new name and date at once, though the page was read moments before', async () => {
    const organiser = await loggedIn(app, 'organiser@demo.co.za');
    const created = await organiser.post('/api/organiser/events', event);
    expect(created.statusCode, created.body).toBe(201);
    const { eventId } = created.json() as { eventId: string };
    expect((await app.inject(`/api/events/${eventId}`)).json().event.name).toBe(event.eventName);

    const edit = {
      ...event,
      eventName: 'Soweto Sunset Strings (moved)',
      startDate: inDays(41),
      endDate: inDays(41),
    };
    const res = await organiser.put(`/api/organiser/events/${eventId}`, {
      ...edit,
      theme: '',
      expectedAttendees: 120,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await app.inject(`/api/events/${eventId}`)).json().event;
    expect([after.name, after.day]).toEqual([edit.eventName, edit.startDate]);
  });
});
