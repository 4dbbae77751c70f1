import type { AddressInfo } from 'node:net';
import type { CustomerTicket } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin, standinOf } from '../../mocks/src/legacy/index.ts';
import { loggedIn } from './customer.ts';
import { bffFor } from './helpers.ts';

// Ticket rows carry no event date (issue 29): the customer's landing reads them for all its events
// at once, not one event's details per event.

let app: FastifyInstance;
let standin: FastifyInstance;
/** The legacy operations the stand-in received. */
const received: string[] = [];
beforeAll(async () => {
  standin = buildStandin();
  standin.addHook('onRequest', async (req) => {
    received.push(new URL(req.url, 'http://x').searchParams.get('q') ?? req.url);
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  app = await bffFor(`http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`, {
    CACHE_TTL_MS: '30000',
  });
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

/** The customer's tickets read with an empty read cache: the list and the operations it took. */
async function coldList(me: Awaited<ReturnType<typeof loggedIn>>) {
  app.readCache.clear();
  received.length = 0;
  const list = (await me.get('/api/tickets')).json() as CustomerTicket[];
  return { list, calls: received.filter((q) => q !== 'ACCOUNTTYPE').sort() };
}

describe("the dates of a customer's tickets", () => {
  it('come from one list of events however many events the tickets are for', async () => {
    const me = await loggedIn(app);
    const { list, calls } = await coldList(me);
    expect(new Set(list.map((t) => t.eventId)).size).toBeGreaterThan(3);
    expect(calls).toEqual(['CUSTOMERTICKETS', 'EVENTS']);
    // The same day and start as the event's own page shows.
    for (const id of ['7', '22']) {
      const ticket = list.find((t) => t.eventId === id);
      const { event } = (await app.inject(`/api/events/${id}`)).json();
      expect([ticket?.eventDay, ticket?.eventStartTime]).toEqual([event.day, event.startTime.slice(0, 5)]);
    }
  });

  it("of an event no longer listed (paused) come from that event's details", async () => {
    const me = await loggedIn(app);
    const before = (await coldList(me)).list.find((t) => t.eventId === '7');
    const event = standinOf(standin).data.events.find((e) => e.id === 7);
    if (!event) throw new Error('the seed has no event 7');
    event.pausedAt = new Date().toISOString();
    try {
      const { list, calls } = await coldList(me);
      expect(list.find((t) => t.eventId === '7')?.eventDay).toBe(before?.eventDay);
      expect(before?.eventDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(calls).toEqual(['CUSTOMERTICKETS', 'EVENTS', 'FETCH-EVENT-DETAILS']);
    } finally {
      event.pausedAt = null;
    }
  });

  it('come from the list of events already read while it is fresh, with no call of their own', async () => {
    const me = await loggedIn(app);
    const cold = await coldList(me);
    received.length = 0;
    const warm = (await me.get('/api/tickets')).json() as CustomerTicket[];
    expect(received.filter((q) => q !== 'ACCOUNTTYPE')).toEqual(['CUSTOMERTICKETS']);
    expect(warm).toEqual(cold.list);
    expect(warm.filter((t) => t.eventDay !== null).length).toBeGreaterThan(3);
  });
});
