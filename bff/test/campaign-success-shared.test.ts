import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { bffFor, SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { redisServer } from './redis-server.ts';

// The campaign success call's record lives in the shared state (decision 0048): a payment started
// on one instance is reported by another, after a new login, once across both.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let redis: Awaited<ReturnType<typeof redisServer>>;
let standin: FastifyInstance;
let standinUrl: string;
let a: FastifyInstance;
let b: FastifyInstance;
const successCalls: URLSearchParams[] = [];

beforeAll(async () => {
  redis = await redisServer();
  standin = buildStandin();
  standin.addHook('onRequest', async (req) => {
    const query = new URL(req.url, 'http://standin').searchParams;
    if (req.method === 'GET' && query.get('q') === 'ADDCAMPAIGN') successCalls.push(query);
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
  const env = { REDIS_URL: redis.url, LEGACY_WRITE_DEADLINE_MS: '10000' };
  [a, b] = await Promise.all([bffFor(standinUrl, env), bffFor(standinUrl, env)]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await standin?.close();
  await redis?.stop();
});

async function login(app: FastifyInstance) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone: 'organiser@demo.co.za', password: 'Demo1234!', partner: false },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookie(res.headers['set-cookie']) ?? '';
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
}

it('is sent by another instance after a new login, and once across both', async () => {
  const base = '/api/organiser/events/42/campaign';
  const onA = await login(a);
  const saved = {
    campaignName: 'Shared launch',
    keywords: 'shared',
    startDate: '2026-12-01',
    endDate: '2026-12-20',
  };
  expect((await onA('PUT', base, saved)).statusCode).toBe(200);
  const started = await onA('POST', `${base}/payments`, { budget: 60 });
  expect(started.statusCode, started.body).toBe(200);
  const paymentId = String(started.json().paymentId);
  await fetch(`${standinUrl}__pay/payfast/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      m_payment_id: paymentId,
      payment_status: 'COMPLETE',
      amount_gross: '60.00',
    }).toString(),
  });
  // Another instance, another login: it finds what A recorded and sends the call.
  const onB = await login(b);
  const first = await onB('GET', `${base}/payments/${paymentId}`);
  expect(first.json()).toMatchObject({ creditedCents: 6000, payment: { state: 'paid' } });
  expect(successCalls).toHaveLength(1);
  // Both instances, at once and again: nothing more.
  const again = await Promise.all([
    onA('GET', `${base}/payments/${paymentId}`),
    onB('GET', `${base}/payments/${paymentId}`),
  ]);
  expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
  expect(successCalls).toHaveLength(1);
  expect(successCalls[0]?.get('budget')).toBe('60.00');
  expect(successCalls[0]?.get('campaign')).toBe('Shared launch');
});
