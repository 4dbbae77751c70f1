import type { CustomerTicket, Transaction } from '@tix/contract';
import { TICKET_ID_MESSAGE } from '@tix/contract/api/tickets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES, ticketResentTo } from '../../mocks/src/flows/legacy-messages.ts';
import { verifyQrPayload } from '../../mocks/src/legacy/sales/qr.ts';
import { TICKET_NOT_FOUND } from '../src/domain/tickets.ts';
import { loggedIn } from './customer.ts';
import { stack } from './standin.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await stack());
});
afterAll(() => close());

describe("the customer's tickets", () => {
  it('lists them in cents with their refund states, and searches them', async () => {
    const me = await loggedIn(app);
    const list = (await me.get('/api/tickets')).json() as CustomerTicket[];
    expect(list.length).toBeGreaterThan(8);
    expect(new Set(list.map((t) => t.refundStatus))).toEqual(
      new Set([null, 'Pending', 'Under_review', 'Approved']),
    );
    expect(list.some((t) => t.qrPayload === null)).toBe(true);
    expect(list.every((t) => Number.isInteger(t.unitPriceCents) && t.unitPriceCents > 0)).toBe(true);
    // Each carries its event's day and start, read from the event's public details.
    expect(list.every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.eventDay ?? ''))).toBe(true);
    expect(list.some((t) => /^\d{2}:\d{2}$/.test(t.eventStartTime ?? ''))).toBe(true);
    const found = (await me.get('/api/tickets?search=sunset')).json() as CustomerTicket[];
    expect(found.map((t) => t.eventName)).toEqual(['Cape Town Sunset Sessions']);
    expect((await me.get('/api/tickets?search=nothing-like-this')).json()).toEqual([]);
  });

  it("opens one ticket with a genuine QR payload, its event and the event's governance", async () => {
    const me = await loggedIn(app);
    const [first] = (await me.get('/api/tickets/event/1')).json() as CustomerTicket[];
    const res = await me.get(`/api/tickets/event/1/${first?.id}`);
    expect(res.statusCode).toBe(200);
    const { ticket, event, governance } = res.json();
    // The ticket's key is its number and its ticket_id (the stand-in's row: one per admission).
    expect(first?.id).toBe(
      `${first?.number}-${ticket.qrPayload && verifyQrPayload(ticket.qrPayload)?.ticketId}`,
    );
    expect(verifyQrPayload(ticket.qrPayload)).toMatchObject({ eventId: 1 });
    expect(ticket.id).toBe(first?.id);
    expect(event).toMatchObject({ id: '1', name: 'Jozi Jazz Under the Stars' });
    expect(governance).toEqual({ refundsAllowed: true, maxAttempts: 2 });
    const off = (await me.get('/api/tickets?search=Rustenburg')).json() as CustomerTicket[];
    const offTicket = (await me.get(`/api/tickets/event/22/${off[0]?.id}`)).json();
    expect(offTicket.governance.refundsAllowed).toBe(false);
  });

  it("answers 404 for someone else's ticket or an unknown id, and 400 for one that cannot be an id", async () => {
    const me = await loggedIn(app);
    expect((await me.get('/api/tickets/event/1/999999')).statusCode).toBe(404);
    expect((await me.get('/api/tickets/event/1/tk-7k2')).json().detail).toBe(TICKET_NOT_FOUND);
    const bad = await me.get(`/api/tickets/event/1/${'x'.repeat(65)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(TICKET_ID_MESSAGE);
  });

  it('is for customers only', async () => {
    expect((await app.inject('/api/tickets')).statusCode).toBe(401);
    const organiser = await loggedIn(app, 'organiser@demo.co.za');
    expect((await organiser.get('/api/tickets')).statusCode).toBe(403);
  });
});

describe('transactions', () => {
  // One login for the reads: the per-account login limit counts every test's login.
  let customer: Awaited<ReturnType<typeof loggedIn>>;
  it("lists the customer's transactions and one event's with its five summaries", async () => {
    const me = await loggedIn(app);
    customer = me;
    const all = (await me.get('/api/transactions')).json() as Transaction[];
    expect(all.length).toBeGreaterThan(10);
    const view = (await me.get('/api/transactions/event/1')).json();
    expect(view.transactions.length).toBeGreaterThan(10);
    expect(view.summary.completedCents).toBe(
      (view.transactions as Transaction[])
        .filter((t) => t.status === 'complete')
        .reduce((sum, t) => sum + t.grossCents, 0),
    );
  });

  it("carries the refund state of each purchase's tickets, so a pending refund is not None", async () => {
    const me = customer;
    const [all, tickets] = await Promise.all([
      me.get('/api/transactions').then((r) => r.json() as Transaction[]),
      me.get('/api/tickets').then((r) => r.json() as CustomerTicket[]),
    ]);
    const pendingTicket = tickets.find((t) => t.refundStatus === 'Pending' && t.paymentId);
    const tx = all.find((t) => t.id === pendingTicket?.paymentId);
    expect(tx?.refundStatus).toBe('Pending');
    const untouched = all.filter((t) => !tickets.some((k) => k.paymentId === t.id && k.refundStatus));
    expect(untouched.length).toBeGreaterThan(0);
    expect(untouched.every((t) => t.refundStatus === null)).toBe(true);
  });

  it('shows an organiser every buyer of their event', async () => {
    const organiser = await loggedIn(app, 'organiser@demo.co.za');
    const view = (await organiser.get('/api/transactions/event/1')).json();
    const buyers = new Set((view.transactions as Transaction[]).map((t) => t.buyer));
    expect(buyers.size).toBeGreaterThan(1);
  });

  it("resends a completed transaction's tickets once, then says it was already resent", async () => {
    const me = await loggedIn(app);
    const view = (await me.get('/api/transactions/event/1')).json();
    const fresh = (view.transactions as Transaction[]).find((t) => t.status === 'complete' && !t.resentAt);
    const first = await me.post(`/api/transactions/${fresh?.id}/resend`);
    expect(first.json()).toEqual({ message: ticketResentTo('customer@demo.co.za') });
    const again = await me.post(`/api/transactions/${fresh?.id}/resend`);
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toBe(LEGACY_MESSAGES.alreadyResent);
  });

  it('lets the organiser resend a ticket of its own event from /transactions-view, and no one else’s', async () => {
    const organiser = await loggedIn(app, 'organiser@demo.co.za');
    const view = (await organiser.get('/api/transactions/event/1')).json();
    const fresh = (view.transactions as Transaction[]).filter((t) => t.status === 'complete' && !t.resentAt);
    expect(fresh.length).toBeGreaterThan(1);
    // Named with its event (as the screen does), and without it: both are found among its events.
    const withEvent = await organiser.post(`/api/transactions/${fresh[0]?.id}/resend?eventId=1`);
    expect(withEvent.statusCode, withEvent.body).toBe(200);
    const without = await organiser.post(`/api/transactions/${fresh[1]?.id}/resend`);
    expect(without.statusCode, without.body).toBe(200);
    // Another organiser's event is not its to name.
    const other = await organiser.post(`/api/transactions/${fresh[0]?.id}/resend?eventId=7`);
    expect(other.statusCode).toBe(404);
  });
});
