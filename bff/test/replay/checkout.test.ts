import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { CHECKOUT_MESSAGES } from '@tix/contract/forms/checkout';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../mocks/src/flows/payments.ts';
import { BffClient } from '../../../mocks/src/wiremock/client.ts';
import {
  CHECKOUT_ORDER,
  EFT_ORDER,
  eftForm,
  OZOW_ORDER,
  REVIEW_ORDER,
} from '../../../mocks/src/wiremock/journeys/checkout.ts';
import { login } from '../../../mocks/src/wiremock/journeys/define.ts';
import { bffFor } from '../helpers.ts';

let app: FastifyInstance;
let client: BffClient;
const AS = 'checkout-buyer';

beforeAll(async () => {
  app = await bffFor(`${inject('wiremockUrl')}/`, { LEGACY_REPLAY: 'true' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  client = new BffClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  await client.send(login(AS, 'customer@demo.co.za'));
});
afterAll(() => app.close());

const post = async (path: string, body: unknown) => {
  const r = await client.send({ method: 'POST', path, body, as: AS });
  return { status: r.status, body: r.json as Record<string, unknown> & { fields?: Record<string, string> } };
};

describe('buying, replayed from WireMock', () => {
  it('reports the stock of a ticket type', async () => {
    const r = await client.send({
      method: 'GET',
      path: '/api/checkout/availability?eventId=7&ticketId=5020',
      as: AS,
    });
    expect(r.json).toMatchObject({ category: 'VIP' });
  });

  it('starts a card payment with the provider form, then records its cancellation', async () => {
    const card = await post('/api/purchases', CHECKOUT_ORDER);
    expect(card.body.outcome).toBe('payfast');
    expect(card.body.fields?.amount).toBe((checkoutTotal(28000, 2) / 100).toFixed(2));
    const cancel = Object.fromEntries(new URL(card.body.fields?.cancel_url ?? 'http://x/').searchParams);
    expect((await post('/api/purchases/cancellation', cancel)).body).toEqual({ cancelled: true });
  });

  it('gives the quantity messages', async () => {
    const max = await post('/api/purchases', { ...CHECKOUT_ORDER, token: 'journey-max-0001', quantity: 16 });
    expect(max.body.detail).toBe(CHECKOUT_MESSAGES.maximum);
    const soldOut = await post('/api/purchases', {
      ...CHECKOUT_ORDER,
      token: 'journey-soldout-0001',
      eventId: '1',
      ticketId: '5002',
    });
    expect(soldOut.body.detail).toBe(CHECKOUT_MESSAGES.soldOut('adults'));
  });

  it('sends a large purchase to review and refuses a wrong code with the service’s message', async () => {
    const review = await post('/api/purchases', REVIEW_ORDER);
    expect(review.body.outcome).toBe('review');
    const wrong = await post('/api/purchases/verification', {
      paymentId: String(review.body.paymentId),
      otp: '000000',
      email: 'customer@demo.co.za',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe(PAYMENT_MESSAGES.notVerified);
  });

  it('sends Ozow buyers to the configured Ozow address', async () => {
    const ozow = await post('/api/purchases', OZOW_ORDER);
    // The recording's address, as recorded (the BFF checks its names; its origin is the recording's).
    expect(String(ozow.body.url)).toMatch(/^https?:\/\/[^/]+\/__pay\/ozow\?/);
  });

  it('shows the bank-transfer total and finds the buyer by phone', async () => {
    const quote = await client.send({
      method: 'GET',
      path: '/api/checkout/bank-transfer?eventId=7&ticketId=5021&quantity=3',
      as: AS,
    });
    expect(quote.json).toMatchObject({ eventName: 'Cape Town Sunset Sessions', quantity: 3 });
    expect((await post('/api/checkout/buyer-lookup', { phone: '0710000001' })).body.email).toBe(
      'customer@demo.co.za',
    );
  });

  it("shows the event's refund terms before paying", async () => {
    const terms = await client.send({ method: 'GET', path: '/api/events/7/refund-terms', as: AS });
    expect(terms.status).toBe(200);
    expect(terms.json).toMatchObject({ refundsAllowed: true });
    expect((terms.json as { lines: unknown[] }).lines).toHaveLength(4);
  });

  it('records a bank-transfer purchase with its proof of payment and answers the receipt', async () => {
    const res = await client.send({
      method: 'POST',
      path: '/api/purchases/bank-transfer',
      form: eftForm(),
      as: AS,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: EFT_ORDER.email, eventId: '7', ticketId: '5021' });
    expect(String((res.json as { ticketNumber?: unknown }).ticketNumber)).toMatch(/^[A-Z]{7}$/);
  });

  it('reads a paid order for /success: event, quantity, category and amount from the service', async () => {
    const txs = (await client.send({ method: 'GET', path: '/api/transactions', as: AS })).json as {
      id: string;
      status: string;
      eventName: string;
    }[];
    const paid = txs.find((t) => t.status === 'complete');
    if (!paid) throw new Error('no paid transaction recorded');
    const order = await client.send({ method: 'GET', path: `/api/purchases/${paid.id}`, as: AS });
    expect(order.status).toBe(200);
    const summary = order.json as {
      paymentId: string;
      eventName: string;
      quantity: number;
      amountCents: number;
    };
    expect(summary).toMatchObject({ paymentId: paid.id, eventName: paid.eventName });
    expect(summary.quantity).toBeGreaterThan(0);
    expect(summary.amountCents).toBeGreaterThan(0);
  });
});
