import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { bffFor, SAME_ORIGIN, sessionCookie } from './helpers.ts';

// Issue 47, class 3: the calls the spec says screens make reach the legacy, over real HTTP, with
// the values the BFF recorded (never the address's), once. The stand-in's requests are counted by
// operation (a GET's `q`, a POST's from its body).

interface Seen {
  method: string;
  op: string;
  params: URLSearchParams;
}
const seen: Seen[] = [];
let standin: FastifyInstance;
let standinUrl: string;
let app: FastifyInstance;

beforeAll(async () => {
  standin = buildStandin();
  standin.addHook('preHandler', async (req) => {
    const url = new URL(req.url, 'http://standin');
    const body =
      typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    const params = new URLSearchParams(url.search);
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') params.set(k, v);
    seen.push({ method: req.method, op: params.get('q') ?? url.pathname, params });
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
  app = await bffFor(standinUrl);
});
afterAll(async () => {
  await app.close();
  await standin.close();
});
beforeEach(() => {
  seen.length = 0;
});

const calls = (op: string, method = 'GET') => seen.filter((s) => s.op === op && s.method === method);

async function login(emailOrPhone: string, partner = false) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone, password: 'Demo1234!', partner },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookie(res.headers['set-cookie']) ?? '';
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const r = await app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, cookie },
      ...(payload ? { payload } : {}),
    });
    return { status: r.statusCode, body: r.json() as Record<string, unknown> };
  };
  return { send };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const notify = (paymentId: string, amount: string) =>
  fetch(
    `${standinUrl}__pay/payfast/notify`,
    form({ m_payment_id: paymentId, payment_status: 'COMPLETE', amount_gross: amount }),
  );

describe('the campaign success page (GET ADDCAMPAIGN)', () => {
  const base = '/api/organiser/events/42/campaign';
  const saved = {
    campaignName: 'Heritage walk launch',
    keywords: 'heritage, soweto',
    startDate: '2026-12-01',
    endDate: '2026-12-20',
  };

  it('sends the recorded campaign and budget once the provider confirmed, once per payment', async () => {
    const organiser = await login('organiser@demo.co.za');
    expect((await organiser.send('PUT', base, saved)).status).toBe(200);
    const started = await organiser.send('POST', `${base}/payments`, { budget: 150 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const paymentId = String(started.body.paymentId);

    // Before the confirmation: the page reads, the legacy sees no success call.
    const early = await organiser.send('GET', `${base}/payments/${paymentId}?budget=999999&amount=999999`);
    expect(early.body).toMatchObject({ creditedCents: 0, payment: { state: 'pending' } });
    expect(calls('ADDCAMPAIGN')).toHaveLength(0);

    expect((await notify(paymentId, '150.00')).status).toBe(200);
    // A forged address (another amount) and reloads: one call, with what was recorded.
    for (const query of ['?budget=999999&amount=999999', '', '']) {
      const res = await organiser.send('GET', `${base}/payments/${paymentId}${query}`);
      expect(res.body).toMatchObject({ creditedCents: 15000, payment: { state: 'paid' } });
    }
    const sent = calls('ADDCAMPAIGN');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]?.params ?? [])).toMatchObject({
      eventid: '42',
      businessid: '201',
      campaign: saved.campaignName,
      keywords: saved.keywords,
      startdate: saved.startDate,
      enddate: saved.endDate,
      budget: '150.00',
    });
    // A new login of the same organiser finds it sent.
    const again = await login('organiser@demo.co.za');
    await again.send('GET', `${base}/payments/${paymentId}`);
    expect(calls('ADDCAMPAIGN')).toHaveLength(1);
  });

  it("credits nothing for another organiser's payment or a made-up one", async () => {
    const organiser = await login('organiser@demo.co.za');
    const started = await organiser.send('POST', `${base}/payments`, { budget: 20 });
    const paymentId = String(started.body.paymentId);
    await notify(paymentId, '20.00');
    seen.length = 0;
    const other = await login('bookings@karoosound.example.co.za');
    // Not their event; their own event with this payment's id; a made-up payment.
    expect((await other.send('GET', `${base}/payments/${paymentId}`)).status).toBe(404);
    const own = await other.send('GET', '/api/organiser/events');
    const ownEvent = (own.body as unknown as { id: string }[])[0]?.id ?? '';
    expect(ownEvent).not.toBe('');
    expect(
      (await other.send('GET', `/api/organiser/events/${ownEvent}/campaign/payments/${paymentId}`)).status,
    ).toBe(404);
    expect((await organiser.send('GET', `${base}/payments/999999`)).status).toBe(404);
    expect(calls('ADDCAMPAIGN')).toHaveLength(0);
  });
});
