import { BANK_TRANSFER_MESSAGES } from '@tix/contract/forms/checkout';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { loginAs, multipart, PDF } from './checkout-helpers.ts';
import { SAME_ORIGIN } from './helpers.ts';
import { stack } from './standin.ts';

let app: FastifyInstance;
let standin: FastifyInstance;
let close: () => Promise<void>;
let customer: string;
beforeAll(async () => {
  ({ app, standin, close } = await stack());
  customer = await loginAs(app, 'customer@demo.co.za');
});
afterAll(() => close());

const buyer = { fullName: 'Thandi Dlamini', email: 'customer@demo.co.za', phone: '0710000001' };
const upload = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/purchases/bank-transfer',
    headers: { ...SAME_ORIGIN, cookie: customer, ...body.headers },
    payload: body.payload,
  });
};
const order = { eventId: '7', ticketId: '5021', quantity: '3', token: 'eft-token-0001', ...buyer };

describe('paying by bank transfer', () => {
  it('shows the total and the organiser’s banking details', async () => {
    const res = await app.inject({
      url: '/api/checkout/bank-transfer?eventId=7&ticketId=5021&quantity=3',
      headers: { cookie: customer },
    });
    expect(res.json()).toMatchObject({ eventName: 'Cape Town Sunset Sessions', totalCents: 3 * 14000 });
    expect(res.json().bank.accountNumber).toMatch(/^\d+$/);
  });

  it('records the proof, marks the purchase waiting for approval and emails the buyer', async () => {
    const res = await upload(order, { name: 'slip.pdf', type: 'application/pdf', data: PDF });
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt).toMatchObject({ email: buyer.email, eventId: '7', ticketId: '5021', businessId: '202' });
    expect(receipt.ticketNumber).toMatch(/^[A-Z]{7}$/);
    const purchase = standinOf(standin).data.purchases.find((p) => p.ticketNumber === receipt.ticketNumber);
    expect(purchase).toMatchObject({ method: 'eft', status: 'awaiting_approval', quantity: 3 });
    expect(standinOf(standin).outbox.list(buyer.email).at(-1)?.body).toMatch(/once the organiser approves/);
  });

  it('takes ids as the legacy gives them: an opaque unknown id is not found, a path is not an id', async () => {
    const pdf = { name: 'slip.pdf', type: 'application/pdf', data: PDF };
    const unknown = await upload({ ...order, eventId: 'ev-7k2' }, pdf);
    expect(unknown.statusCode, unknown.body).toBe(404);
    const path = await upload({ ...order, eventId: '../7' }, pdf);
    expect(path.statusCode).toBe(400);
    expect(path.json().detail).toBe('Event id is not valid');
  });

  it('checks the file by its content and the form with its messages', async () => {
    const fake = await upload(order, {
      name: 'slip.pdf',
      type: 'application/pdf',
      data: Buffer.from('MZ not a pdf'),
    });
    expect(fake.statusCode).toBe(415);
    expect((await upload(order)).json().detail).toBe(BANK_TRANSFER_MESSAGES.proofRequired);
    expect((await upload({ ...order, fullName: '' })).json().detail).toBe(
      BANK_TRANSFER_MESSAGES.fullNameRequired,
    );
    const big = await upload(order, {
      name: 'big.pdf',
      type: 'application/pdf',
      data: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
  });

  it('looks the buyer up by phone or email', async () => {
    const find = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout/buyer-lookup',
        headers: { ...SAME_ORIGIN, cookie: customer },
        payload,
      });
    expect((await find({ phone: '0710000001' })).json()).toMatchObject({
      email: buyer.email,
      fullName: 'Thandi Dlamini',
    });
    expect((await find({ email: buyer.email })).json().phone).toBe('0710000001');
    expect((await find({ phone: '0799999999' })).statusCode).toBe(404);
  });
});
