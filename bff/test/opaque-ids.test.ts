import { legacy } from '@tix/contract';
import { EVENT_ID_MESSAGE, TICKET_ID_MESSAGE } from '@tix/contract/api/tickets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOURS } from '../src/http/ownership.ts';
import { loggedIn } from './customer.ts';
import { stack } from './standin.ts';

// The spec gives ids no format. Each kind of endpoint takes an id that is not a number through to
// the legacy (which here does not know it: a 404 in the product's words), never a 400 for its form.
let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await stack());
});
afterAll(() => close());

describe('opaque ids at every kind of endpoint', () => {
  it('an event', async () => {
    const res = await app.inject('/api/events/ev-7k2');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(legacy.NOT_FOUND.event);
  });

  it("a customer's ticket", async () => {
    const me = await loggedIn(app);
    const res = await me.get('/api/tickets/event/ev-7k2/tk-9');
    expect(res.statusCode).toBe(404);
  });

  it('checkout (a ticket type of an event)', async () => {
    const me = await loggedIn(app);
    const res = await me.get('/api/checkout/availability?eventId=ev-7k2&ticketId=tt-1a');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(legacy.NOT_FOUND.ticketType);
  });

  it("an organiser's event", async () => {
    const organiser = await loggedIn(app, 'organiser@demo.co.za');
    const res = await organiser.get('/api/organiser/events/ev-7k2');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(NOT_YOURS);
  });

  it('refuses only what cannot be an id, with the field’s message', async () => {
    const me = await loggedIn(app);
    const slash = await me.get('/api/checkout/availability?eventId=ev%2F7&ticketId=tt-1a');
    expect(slash.statusCode).toBe(400);
    expect(slash.json().detail).toBe(EVENT_ID_MESSAGE);
    const long = await me.get(`/api/tickets/event/1/${'t'.repeat(65)}`);
    expect(long.json().detail).toBe(TICKET_ID_MESSAGE);
  });
});
