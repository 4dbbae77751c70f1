import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payfastSignature } from '../payments/signature.ts';
import { standinOf } from '../server.ts';
import { build, op } from './helpers.ts';

// The provider's side of an SMS marketing payment and the legacy's notify: the page shows the
// amount posted, Pay notifies the legacy (which sends one SMS per recipient, once) and returns.

const app = build();
let base = '';
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

function seedMessage(recipients: number) {
  const { data } = standinOf(app);
  const message = {
    id: data.marketingMessages.length + 1,
    businessId: 201,
    type: 'sms' as const,
    alias: 'NEWAUDIENCE',
    text: 'Gates open at 18:00',
    subject: '',
    recipients: Array.from({ length: recipients }, (_, i) => ({
      name: `Guest${i} Test`,
      contact: `07${String(20_000_000 + i)}`,
    })),
    costCents: recipients * 90,
    attachment: null,
    delivery: 'awaiting-payment' as const,
    paymentId: null,
    createdAt: '2026-03-02 10:00:00',
  };
  data.marketingMessages.push(message);
  return message;
}

describe('an SMS marketing payment at the provider', () => {
  it('shows the amount, notifies the legacy on Pay, and sends one personalised SMS per recipient, once', async () => {
    const message = seedMessage(112);
    const { outbox } = standinOf(app);
    const fields = {
      merchant_id: '10000100',
      merchant_key: '46f0cd694581a',
      m_payment_id: `marketing_${message.id}_abc`,
      amount: '100.80',
      item_name: 'sms marketing',
      custom_str1: String(message.id),
      return_url: 'http://localhost:8080/sms-marketing-response?textid=1',
      cancel_url: 'http://localhost:8080/smsmarketingcancel?textid=1',
      notify_url: `${base}/webservices.php?q=NOTIFY-URL-SMS-MARKETING`,
    };
    const page = await app.inject({ url: '/__pay/payfast', ...form(fields) });
    expect(page.statusCode).toBe(200);
    // As PayFast does: no receiver key, no payment; a signature must hold over every field.
    const { merchant_key: _, ...keyless } = fields;
    expect((await app.inject({ url: '/__pay/payfast', ...form(keyless) })).statusCode).toBe(400);
    const signed = { ...fields, signature: payfastSignature(fields) };
    expect((await app.inject({ url: '/__pay/payfast', ...form(signed) })).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/__pay/payfast', ...form({ ...signed, amount: '1.00' }) })).statusCode,
    ).toBe(400);
    expect(page.body).toContain('R100.80');
    const before = outbox.list().length;
    const paid = await app.inject({ url: '/__pay/payfast/pay', ...form(fields) });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(fields.return_url);
    const sent = outbox.list().slice(before);
    expect(sent).toHaveLength(112);
    expect(sent[0]).toMatchObject({
      channel: 'sms',
      to: '0720000000',
      body: 'Hi Guest0, Gates open at 18:00',
    });
    // PayFast may send its notification again: nothing more goes out.
    await app.inject({ url: '/__pay/payfast/pay', ...form(fields) });
    expect(outbox.list().length).toBe(before + 112);
    const record = await op(app, 'GET-TEXT-MESSAGES', { textid: String(message.id) });
    expect(record.json()).toMatchObject({ delivery: 'queued', recipients_count: '112', cost: '100.80' });
  });

  it('sends nothing for a notification of another amount or an unpaid status', async () => {
    const message = seedMessage(120);
    const { outbox } = standinOf(app);
    const before = outbox.list().length;
    const notify = (fields: Record<string, string>) =>
      app.inject({ url: '/webservices.php?q=NOTIFY-URL-SMS-MARKETING', ...form(fields) });
    const itn = { m_payment_id: `marketing_${message.id}_x`, custom_str1: String(message.id) };
    await notify({ ...itn, payment_status: 'COMPLETE', amount_gross: '1.00' });
    await notify({ ...itn, payment_status: 'FAILED', amount_gross: '108.00' });
    await notify({
      ...itn,
      m_payment_id: 'campaign_1_x',
      payment_status: 'COMPLETE',
      amount_gross: '108.00',
    });
    expect(outbox.list().length).toBe(before);
  });
});
