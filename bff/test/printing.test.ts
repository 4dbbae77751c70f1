import type { PrintingPage, PrintRun } from '@tix/contract';
import { PREPARE_TICKETS_MESSAGES as M } from '@tix/contract/forms/printing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignBooksBalance } from '../../mocks/src/legacy/campaign-money.ts';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { admitsAtGate } from '../../mocks/src/legacy/printing/gate.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// Self-print over the real stand-in: prepare (stock, balance, R1.00 a ticket), the run, the
// allocation, reprints and the PDF; printed tickets admit at the gate like bought ones.

const ctx = {} as { app: FastifyInstance; standin: FastifyInstance; close: () => Promise<void> };
beforeAll(async () => {
  Object.assign(ctx, await stack());
});
afterAll(() => ctx.close());

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

async function login(emailOrPhone: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone, password: 'Demo1234!', partner: false },
  });
  expect(res.statusCode).toBe(200);
  const cookie = sessionCookie(res.headers['set-cookie']);
  const send = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
  return {
    send,
    page: async (eventId: number) => {
      const res = await send('GET', `/api/organiser/events/${eventId}/printing`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as PrintingPage;
    },
    run: async (eventId: number, reprint: 'yes' | 'no') => {
      const res = await send('GET', `/api/organiser/events/${eventId}/printing/tickets?reprint=${reprint}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as PrintRun;
    },
    prepare: (eventId: number, body: object, key?: string) =>
      send(
        'POST',
        `/api/organiser/events/${eventId}/printing/prepared`,
        body,
        key ? { 'idempotency-key': key } : {},
      ),
  };
}

describe('printing tickets', () => {
  it('shows the budget, the balance, R1.00 a ticket and the stock of every category', async () => {
    const org = await login('organiser@demo.co.za');
    const page = await org.page(2);
    const event = standinOf(ctx.standin).data.events.find((e) => e.id === 2);
    expect(page.balanceCents).toBe(event?.balanceCents);
    expect(page.costPerTicketCents).toBe(100);
    expect(page.categories.map((c) => c.tier).sort()).toEqual(['general', 'vip', 'vvip']);
    const vip = page.categories.find((c) => c.tier === 'vip');
    const stock = standinOf(ctx.standin).data.ticketTypes.find((t) => t.eventId === 2 && t.tier === 'vip');
    expect(vip?.adults.inStock).toBe(stock?.adultsAvailable);
  });

  it('prepares 8 VIP adult tickets: R8.00 leaves the balance, 8 signed tickets that admit at the gate', async () => {
    const org = await login('organiser@demo.co.za');
    const before = await org.page(2);
    const held = before.balanceCents ?? Number.NaN;
    const res = await org.prepare(2, { vipAdults: '8' }, 'prepare-test-key-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ readyCount: 8, balanceCents: held - 800 });
    const after = await org.page(2);
    expect(after.balanceCents).toBe(held - 800);
    expect(after.readyCount).toBe(8);
    const vip = (p: PrintingPage) => p.categories.find((c) => c.tier === 'vip')?.adults.inStock ?? 0;
    expect(vip(after)).toBe(vip(before) - 8);
    // A double click with the same key prepares nothing more.
    const again = await org.prepare(2, { vipAdults: '8' }, 'prepare-test-key-1');
    expect(again.json()).toEqual({ readyCount: 8, balanceCents: after.balanceCents });
    expect(campaignBooksBalance(standinOf(ctx.standin).data)).toBe(true);

    const run = await org.run(2, 'no');
    expect(run.tickets).toHaveLength(8);
    // Every printed ticket names its event.
    const eventName = standinOf(ctx.standin).data.events.find((e) => e.id === 2)?.name;
    expect(run.eventName).toBe(eventName);
    for (const t of run.tickets) {
      expect(t).toMatchObject({ tier: 'vip', group: 'adults', eventName });
      expect(t.signature).toHaveLength(8);
      expect(t.qrPayload?.split('.')[1]?.startsWith(t.signature ?? '-')).toBe(true);
      expect(admitsAtGate(standinOf(ctx.standin).data, 2, t.qrPayload ?? '')).toBe(true);
    }
    expect(admitsAtGate(standinOf(ctx.standin).data, 2, `${run.tickets[0]?.qrPayload}x`)).toBe(false);

    const pdf = await org.send('GET', '/api/organiser/events/2/printing/tickets.pdf?reprint=no');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(`Tickets: ${eventName}`);
    expect(pagesOf(pdf.rawPayload)).toBe(2);

    const allocated = await org.send('POST', '/api/organiser/events/2/printing/allocation');
    expect(allocated.json()).toEqual({ allocated: true });
    expect((await org.run(2, 'no')).tickets).toEqual([]);
    const reprint = await org.run(2, 'yes');
    expect(reprint.tickets.map((t) => t.ticketNumber)).toEqual(run.tickets.map((t) => t.ticketNumber));
    expect(reprint.printedCount).toBe(8);
    // A reprint costs nothing.
    expect((await org.page(2)).balanceCents).toBe(after.balanceCents);
  });

  it('refuses more than the stock, an empty category and more than the balance allows', async () => {
    const org = await login('organiser@demo.co.za');
    const page = await org.page(3);
    const general = page.categories.find((c) => c.tier === 'general');
    const over = await org.prepare(3, { generalAdults: String((general?.adults.inStock ?? 0) + 1) });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe(M.onlyAvailable(general?.adults.inStock ?? 0, 'General'));
    // Event 1's VIP tier is sold out.
    const soldOut = await org.prepare(1, { vipAdults: '1' });
    expect(soldOut.json().detail).toBe(M.outOfStock('VIP', 'adults'));
    // Event 4 holds R4.50: five tickets cost R5.00.
    const poor = await org.prepare(4, { generalAdults: '5' });
    expect(poor.statusCode).toBe(422);
    expect(poor.json().detail).toBe(M.balanceTooLow(5));
    expect((await org.page(4)).readyCount).toBe(0);
  });

  it("answers 404 to another organiser for this organiser's event, changing nothing", async () => {
    const other = await login('bookings@karoosound.example.co.za');
    const before = JSON.stringify(standinOf(ctx.standin).data.printedTickets);
    for (const [method, url, body] of [
      ['GET', '/api/organiser/events/2/printing'],
      ['POST', '/api/organiser/events/2/printing/prepared', { vipAdults: '1' }],
      ['GET', '/api/organiser/events/2/printing/tickets?reprint=yes'],
      ['GET', '/api/organiser/events/2/printing/tickets.pdf?reprint=yes'],
      ['POST', '/api/organiser/events/2/printing/allocation'],
    ] as const) {
      const res = await other.send(method, url, body);
      expect(res.statusCode, url).toBe(404);
    }
    expect(JSON.stringify(standinOf(ctx.standin).data.printedTickets)).toBe(before);
  });
});
