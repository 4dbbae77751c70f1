import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LEGACY_MESSAGES } from '../../../mocks/src/flows/legacy-messages.ts';
import { BffClient } from '../../../mocks/src/wiremock/client.ts';
import { bffFor } from '../helpers.ts';

// The customer's tickets, refunds, bank details and transactions, replayed from WireMock in the
// order the journey recorded them (mocks/src/wiremock/journeys/tickets.ts).

let app: FastifyInstance;
let client: BffClient;
const AS = 'tickets-customer';
const BANK = {
  bank: 'Capitec',
  customBankName: '',
  branchCode: '470010',
  accountHolder: 'Thandi Dlamini',
  accountNumber: '1234567890',
  accountType: 'savings',
};

beforeAll(async () => {
  app = await bffFor(`${inject('wiremockUrl')}/`, { LEGACY_REPLAY: 'true' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  client = new BffClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  await client.send({
    method: 'POST',
    path: '/api/session',
    body: { emailOrPhone: '0710000001', password: 'Demo1234!', partner: false },
    as: AS,
  });
});
afterAll(() => app.close());

type Ticket = {
  id: string;
  eventId: string;
  eventName: string;
  refundStatus: string | null;
  qrPayload: string | null;
};
const send = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object) => {
  const r = await client.send({ method, path, body, as: AS });
  return { status: r.status, body: r.json as T };
};
const ask = { reason: 'cant_attend', comments: '', acknowledged: true };

describe("the customer's tickets, replayed", () => {
  it('lists and searches the tickets, with every refund state', async () => {
    const all = (await send<Ticket[]>('GET', '/api/tickets')).body;
    expect(new Set(all.map((t) => t.refundStatus))).toEqual(
      new Set([null, 'Pending', 'Under_review', 'Approved']),
    );
    const sunset = (await send<Ticket[]>('GET', '/api/tickets?search=sunset')).body;
    expect(sunset.map((t) => t.eventName)).toEqual(['Cape Town Sunset Sessions']);
  });

  it("opens a ticket with its QR payload and its event's governance", async () => {
    const [jozi] = (await send<Ticket[]>('GET', '/api/tickets?search=jozi')).body;
    expect((await send<Ticket[]>('GET', '/api/tickets/event/1')).body.length).toBeGreaterThan(1);
    const one = await send<{ ticket: Ticket; governance: { refundsAllowed: boolean } }>(
      'GET',
      `/api/tickets/event/1/${jozi?.id}`,
    );
    expect(one.body.ticket.qrPayload).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(one.body.governance.refundsAllowed).toBe(true);
  });

  // Replay keeps the state the journey left: bank details on file, the refund requested and
  // cancelled (mocks/src/wiremock/journeys/tickets.ts).
  it('estimates a refund, requests it and cancels it', async () => {
    const [jozi] = (await send<Ticket[]>('GET', '/api/tickets?search=jozi')).body;
    const quote = await send<{ quote: { refundCents: number; feeCents: number } }>(
      'GET',
      `/api/refunds/1/${jozi?.id}`,
    );
    expect(quote.body.quote.refundCents).toBeGreaterThan(0);
    const request = await send<{ outcome: string; code: string }>('POST', `/api/refunds/1/${jozi?.id}`, ask);
    expect(request.body).toMatchObject({ outcome: 'requested' });
    const cancel = await send<{ detail: string }>('DELETE', `/api/refunds/1/${jozi?.id}`);
    expect(cancel.status).toBe(200);
  });

  it('refuses a refund where the organiser switched refunds off', async () => {
    const [gala] = (await send<Ticket[]>('GET', '/api/tickets?search=rustenburg')).body;
    const res = await send<{ detail: string }>('POST', `/api/refunds/22/${gala?.id}`, ask);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/The organizer has chosen to disable refund requests/);
  });
});

describe('bank details and transactions, replayed', () => {
  it('shows the bank details the journey saved and refuses a wrong password', async () => {
    expect((await send<{ found: boolean }>('GET', '/api/bank-details')).body.found).toBe(true);
    const res = await send<{ detail: string }>('PUT', '/api/bank-details', {
      details: BANK,
      password: 'not-the-password',
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(LEGACY_MESSAGES.wrongPassword);
  });

  it("lists the customer's transactions, resends one, then saves bank details", async () => {
    expect((await send<unknown[]>('GET', '/api/transactions')).body.length).toBeGreaterThan(10);
    type View = {
      summary: { completedCents: number };
      transactions: { id: string; status: string; resentAt: string | null }[];
    };
    const view = (await send<View>('GET', '/api/transactions/event/1')).body;
    expect(view.summary.completedCents).toBeGreaterThan(0);
    const fresh = view.transactions.find((t) => t.status === 'complete' && t.resentAt === null);
    const resend = await send<{ message: string }>('POST', `/api/transactions/${fresh?.id}/resend`);
    expect(resend.body.message).toMatch(/^Ticket resent to /);
    const saved = await client.send({
      method: 'PUT',
      path: '/api/bank-details',
      body: { details: BANK, password: 'Demo1234!' },
      as: AS,
    });
    expect(saved.json).toEqual({ message: LEGACY_MESSAGES.bankDetailsSaved });
  });
});
