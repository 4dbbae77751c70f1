import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { SALES_CLOSED_MESSAGES } from '@tix/contract/domain/events';
import { formatRand } from '@tix/contract/domain/money';
import { serviceFeeCents } from '@tix/contract/domain/organiser-costs';
import { CHECKOUT_MESSAGES, TRANSACTION_VERIFICATION_MESSAGES } from '@tix/contract/forms/checkout';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { createSeed } from '../../mocks/src/legacy/seed/index.ts';
import { loginAs } from './checkout-helpers.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

let app: FastifyInstance;
let standin: FastifyInstance;
let standinUrl: string;
let close: () => Promise<void>;
let customer: string;
beforeAll(async () => {
  ({ app, standin, standinUrl, close } = await stack());
  customer = await loginAs(app, 'customer@demo.co.za');
});
// A fresh seed for each test, keeping the sessions (logins are rate limited).
beforeEach(() => {
  const s = standinOf(standin);
  s.data = createSeed(s.now());
  s.outbox.clear();
});
afterAll(() => close());

// Seed: event 7 (Cape Town Sunset Sessions) sells; its VIP tier is ticket 5020 at R280 (kids R140).
const VIP_7 = { eventId: '7', ticketId: '5020' };
const order = (extra: Record<string, unknown> = {}) => ({
  token: 'checkout-token-0001',
  ...VIP_7,
  group: 'adults',
  quantity: 2,
  method: 'payfast',
  ...extra,
});
const buy = (payload: Record<string, unknown>, key?: string, cookie = customer) =>
  app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: { ...SAME_ORIGIN, cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const state = () => standinOf(standin).data;
const purchase = (paymentId: string) => state().purchases.find((p) => p.paymentId === paymentId);

describe('starting a card payment', () => {
  it('answers the hidden form for the provider, priced from the legacy with the booking fee', async () => {
    const res = await buy(order());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.outcome).toBe('payfast');
    expect(body.action).toBe(`${standinUrl}__pay/payfast`);
    expect(body.fields.amount).toBe((checkoutTotal(28000, 2) / 100).toFixed(2));
    expect(body.fields.return_url).toBe(`http://localhost:8080/success?payment=${body.paymentId}`);
    const cancel = new URL(body.fields.cancel_url);
    expect(cancel.pathname).toBe('/cancelled');
    expect(cancel.searchParams.get('business_id')).toBe('202');
    expect(cancel.searchParams.get('admission')).toBe('2');
  });

  it('creates one payment for a repeated Idempotency-Key and refuses the key for another order', async () => {
    const before = state().purchases.length;
    const first = await buy(order(), 'key-0123456789');
    const again = await buy(order(), 'key-0123456789');
    expect(again.json()).toEqual(first.json());
    expect(state().purchases).toHaveLength(before + 1);
    const other = await buy(order({ quantity: 3 }), 'key-0123456789');
    expect(other.statusCode).toBe(422);
    expect(state().purchases).toHaveLength(before + 1);
  });

  it('ignores prices and organisers sent by the client', async () => {
    const res = await buy(order({ price: 1, businessid: '999', amount: '0.01' }));
    expect(res.json().fields.amount).toBe((checkoutTotal(28000, 2) / 100).toFixed(2));
    expect(purchase(res.json().paymentId)?.businessId).toBe(202);
  });

  it('refuses guests and organisers', async () => {
    expect((await buy(order(), undefined, '')).statusCode).toBe(401);
    expect((await buy(order(), undefined, await loginAs(app, 'organiser@demo.co.za'))).statusCode).toBe(403);
  });
});

describe('the spec’s limits', () => {
  it('gives the quantity messages', async () => {
    expect((await buy(order({ quantity: 16 }))).json().detail).toBe(CHECKOUT_MESSAGES.maximum);
    expect((await buy(order({ quantity: 0 }))).json().detail).toBe(CHECKOUT_MESSAGES.minimum);
    const soldOut = await buy(order({ eventId: '1', ticketId: '5002' }));
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json().detail).toBe('Tickets for adults are sold out');
  });

  it('refuses ended and inactive events with the notices', async () => {
    const ended = await buy(order({ eventId: '5', ticketId: '5014' }));
    expect(ended.statusCode).toBe(422);
    expect(ended.json().detail).toBe(SALES_CLOSED_MESSAGES.ended);
    const inactive = await buy(order({ eventId: '24', ticketId: '5071' }));
    expect(inactive.json().detail).toBe(SALES_CLOSED_MESSAGES.notActive);
  });

  it('reports what is left of a ticket type', async () => {
    const res = await app.inject({
      url: '/api/checkout/availability?eventId=1&ticketId=5002',
      headers: { cookie: customer },
    });
    expect(res.json()).toEqual({ category: 'VIP', adults: 0, kids: 0 });
  });
});

describe('the order summary /success shows', () => {
  const summary = (paymentId: string, cookie: string) =>
    app.inject({ url: `/api/purchases/${encodeURIComponent(paymentId)}`, headers: { cookie } });

  it('reads the paid order from the legacy: event, date, tickets, category, amount, ticket number', async () => {
    const started = await buy(order());
    // The BFF remembers the payment by account: the session cookie is the one the customer had.
    const cookie = sessionCookie(started.headers['set-cookie']) || customer;
    const { fields, paymentId } = started.json();
    await fetch(`${standinUrl}__pay/payfast/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ m_payment_id: fields.m_payment_id, return_url: fields.return_url }),
    });
    const res = await summary(paymentId, cookie);
    expect(res.statusCode).toBe(200);
    const event = state().events.find((e) => e.id === 7);
    expect(res.json()).toMatchObject({
      paymentId,
      eventId: '7',
      eventName: event?.name,
      ticketType: 'VIP',
      quantity: 2,
      amountCents: checkoutTotal(28000, 2),
      status: 'complete',
    });
    expect(res.json().ticketNumber).toMatch(/^[A-Z0-9]+$/);
    expect(res.json().eventDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 404 for a payment that is not the customer’s, and refuses organisers', async () => {
    expect((await summary('NOT-A-PAYMENT', customer)).statusCode).toBe(404);
    const theirs = state().purchases.find((p) => p.customerId !== 101);
    expect((await summary(theirs?.paymentId ?? 'x', customer)).statusCode).toBe(404);
    expect((await summary('NOT-A-PAYMENT', await loginAs(app, 'organiser@demo.co.za'))).statusCode).toBe(403);
    expect((await summary('NOT-A-PAYMENT', '')).statusCode).toBe(401);
  });
});

describe('paying on the provider page', () => {
  it('issues one signed ticket per admission, takes the service fee from the campaign and emails the buyer', async () => {
    const before = state().events.find((e) => e.id === 7)?.balanceCents ?? 0;
    const { fields } = (await buy(order())).json();
    const pay = await fetch(`${standinUrl}__pay/payfast/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ m_payment_id: fields.m_payment_id, return_url: fields.return_url }),
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(fields.return_url);
    const bought = purchase(fields.m_payment_id);
    expect(bought?.status).toBe('paid');
    const tickets = state().customerTickets.filter((t) => t.purchaseId === bought?.id);
    expect(tickets).toHaveLength(2);
    expect(tickets.every((t) => t.qrPayload?.split('.').length === 2 && t.customerId === 101)).toBe(true);
    expect(state().events.find((e) => e.id === 7)?.balanceCents).toBe(before - serviceFeeCents(56000));
    expect(standinOf(standin).outbox.list('customer@demo.co.za').at(-1)?.subject).toMatch(/Your tickets for/);
  });

  it('sends Ozow buyers to the legacy’s signed Ozow address, unchanged, with our return addresses', async () => {
    const res = await buy(order({ method: 'ozow', group: 'kids' }));
    const url = new URL(res.json().url);
    expect(`${url.origin}/`).toBe(standinUrl);
    expect(url.pathname).toBe('/__pay/ozow');
    expect(url.searchParams.get('SuccessUrl')).toBe(
      `http://localhost:8080/success?payment=${res.json().paymentId}`,
    );
    expect(url.searchParams.get('HashCheck')).toMatch(/^[0-9a-f]{128}$/);
    const page = await fetch(url);
    expect(await page.text()).toContain(formatRand(checkoutTotal(14000, 2)));
  });

  it('records a cancellation for the event’s organiser', async () => {
    const started = await buy(order());
    const { fields } = started.json();
    // The BFF remembers the payment this customer started (by account, not in the cookie).
    const cookie = sessionCookie(started.headers['set-cookie']) || customer;
    const query = Object.fromEntries(new URL(fields.cancel_url).searchParams);
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchases/cancellation',
      headers: { ...SAME_ORIGIN, cookie },
      payload: { ...query, business_id: '999' },
    });
    expect(res.json()).toEqual({ cancelled: true });
    expect(purchase(fields.m_payment_id)?.status).toBe('cancelled');
  });
});

describe('a purchase under review', () => {
  it('goes to the identity check, which passes with the emailed code', async () => {
    const res = await buy(order({ eventId: '1', ticketId: '5001', quantity: 10 }));
    expect(res.json()).toMatchObject({ outcome: 'review' });
    const code = standinOf(standin).outbox.list('customer@demo.co.za').at(-1)?.code ?? '';
    const verify = (otp: string) =>
      app.inject({
        method: 'POST',
        url: '/api/purchases/verification',
        headers: { ...SAME_ORIGIN, cookie: customer },
        payload: { paymentId: res.json().paymentId, otp, email: 'customer@demo.co.za' },
      });
    expect((await verify('000000x')).statusCode).toBe(422);
    expect((await verify(code)).statusCode).toBe(200);
    const next = await buy(
      order({ eventId: '1', ticketId: '5001', quantity: 10, token: 'checkout-token-0002' }),
    );
    expect(next.json().outcome).toBe('payfast');
  });

  it('asks for the code and the email with the spec’s messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchases/verification',
      headers: { ...SAME_ORIGIN, cookie: customer },
      payload: { paymentId: 'x', otp: '', email: '' },
    });
    expect(res.json().detail).toBe(TRANSACTION_VERIFICATION_MESSAGES.otpRequired);
  });
});
