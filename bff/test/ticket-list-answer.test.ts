import { customerTicketSchema } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loggedIn } from './customer.ts';
import { stack } from './standin.ts';

// The customer's ticket lists are written by JSON.stringify, not by their schema's serializer
// (lib/serializer.ts, exactAnswer): what keeps the schema's allow-list is the normaliser, which
// builds each ticket field by field. The answers hold the schema's fields and nothing else (the
// stand-in's rows carry more: customer ids, payment details), in the schema's order.
const ctx = {} as { app: FastifyInstance; close: () => Promise<void> };
beforeAll(async () => {
  Object.assign(ctx, await stack());
});
afterAll(() => ctx.close());

const asContract = (body: unknown) => JSON.stringify(z.array(customerTicketSchema).parse(body));

describe("the customer's ticket lists", () => {
  it('hold exactly the contract’s fields, in its order, for the whole list, a search and one event', async () => {
    const me = await loggedIn(ctx.app);
    const all = await me.get('/api/tickets');
    expect(all.statusCode).toBe(200);
    const tickets = all.json() as { eventId: string; eventName: string }[];
    expect(tickets.length).toBeGreaterThan(1);
    for (const ticket of tickets)
      expect(Object.keys(ticket)).toEqual(Object.keys(customerTicketSchema.shape));
    expect(all.body).toBe(asContract(tickets));

    const first = tickets[0] as { eventId: string; eventName: string };
    const search = await me.get(`/api/tickets?search=${encodeURIComponent(first.eventName.slice(0, 5))}`);
    expect(search.statusCode).toBe(200);
    expect(search.body).toBe(asContract(search.json()));

    const one = await me.get(`/api/tickets/event/${first.eventId}`);
    expect(one.statusCode).toBe(200);
    expect((one.json() as unknown[]).length).toBeGreaterThan(0);
    expect(one.body).toBe(asContract(one.json()));
  });
});
