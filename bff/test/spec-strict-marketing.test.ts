import type { MarketingMessage, PaymentStart } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_BFF_TEXT } from '../src/domain/marketing.ts';
import { loginAs } from './checkout-helpers.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { payMessage, readMessage, saveSms as saveSmsOn } from './marketing-helpers.ts';
import { stack } from './standin.ts';

// An SMS campaign on a legacy that sends only what the spec lists: GET-TEXT-MESSAGES answers the
// message's `text` alone (spec part 2, section 7), without its organiser, audience size or cost.
// The BFF remembers what it sent when the organiser saved the message, by account (not in the
// session cookie): the organiser opens it on /smscampaign and pays the cost computed then, in this
// login or a later one; another organiser finds nothing (the owner cannot be checked otherwise).

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await stack({}, { profile: 'spec-strict' }));
});
afterAll(() => close());

const saveSms = (cookie: string, recipients: number) => saveSmsOn(app, cookie, recipients);
const read = (cookie: string, textId: string) => readMessage(app, cookie, textId);
const pay = (cookie: string, textId: string, body: { again?: boolean } = {}) =>
  payMessage(app, cookie, textId, body);

describe('an SMS campaign on the spec-strict legacy', () => {
  it('opens for the organiser who saved it, with its audience size and cost, and its payment starts', async () => {
    const { saved, cookie: organiser } = await saveSms(await loginAs(app, 'organiser@demo.co.za'), 150);
    expect(saved).toMatchObject({ type: 'sms', recipients: 150, costCents: 13_500, audience: 'NEWAUDIENCE' });

    const opened = await read(organiser, saved.textId);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      textId: saved.textId,
      text: 'Soweto Jazz Night is on Saturday. Book now!',
      recipients: 150,
      costCents: 13_500,
      delivery: 'awaiting-payment',
    });

    const started = await pay(organiser, saved.textId);
    expect(started.statusCode, started.body).toBe(200);
    const start = started.json() as PaymentStart;
    if (start.outcome !== 'payfast') throw new Error(`expected a card payment, got ${start.outcome}`);
    expect(start.fields).toMatchObject({
      amount: '135.00',
      item_name: 'sms marketing',
      custom_str1: saved.textId,
      custom_str2: '150',
      custom_str3: 'NEWAUDIENCE',
    });

    // The record will not say whether that payment went through: the page says a payment was
    // started, and a second one starts only when the organiser chooses to pay again.
    const after = sessionCookie(started.headers['set-cookie']) || organiser;
    const reread = (await read(after, saved.textId)).json() as MarketingMessage;
    expect(reread.paymentStartedAt).not.toBeNull();
    const twice = await pay(after, saved.textId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ detail: MARKETING_BFF_TEXT.paymentStarted });
    expect((await pay(after, saved.textId, { again: true })).statusCode).toBe(200);
  });

  it('opens and is paid in the organiser’s next login, and is not found for another organiser', async () => {
    const { saved, cookie: organiser } = await saveSms(await loginAs(app, 'organiser@demo.co.za'), 120);
    expect((await read(organiser, saved.textId)).statusCode).toBe(200);
    const logout = await app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...SAME_ORIGIN, cookie: organiser },
    });
    expect(logout.statusCode).toBeLessThan(300);

    const other = await loginAs(app, 'info@coastline.example.co.za');
    expect(other).not.toBe('');
    expect((await read(other, saved.textId)).statusCode).toBe(404);
    expect((await pay(other, saved.textId)).statusCode).toBe(404);

    const later = await loginAs(app, 'organiser@demo.co.za');
    expect(later).not.toBe(organiser);
    const opened = await read(later, saved.textId);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ recipients: 120, costCents: 10_800, delivery: 'awaiting-payment' });
    const started = await pay(later, saved.textId);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ outcome: 'payfast', fields: { amount: '108.00' } });
  });
});
