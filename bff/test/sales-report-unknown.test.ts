import type { AddressInfo } from 'node:net';
import type { SalesReport } from '@tix/contract/api/organiser-money';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { bffFor, SAME_ORIGIN, sessionCookie } from './helpers.ts';

// The sales report's totals come from PAYOUTSUMMARY. When it gives no summary (a failure), the
// totals are unknown: the report says null, never 0 (issue 40); the sales by day and by ticket
// type, read elsewhere, stay.

let override: { op: string; body: string } | null = null;
let app: FastifyInstance;
let standin: FastifyInstance;
let cookie = '';

beforeAll(async () => {
  standin = buildStandin();
  standin.addHook('onRequest', async (req, reply) => {
    const op = new URL(req.url, 'http://standin').searchParams.get('q');
    if (!override || op !== override.op) return;
    return reply.code(200).type('text/html').send(override.body);
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  app = await bffFor(`http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone: 'organiser@demo.co.za', password: 'Demo1234!', partner: false },
  });
  expect(login.statusCode).toBe(200);
  cookie = sessionCookie(login.headers['set-cookie']);
});
afterAll(async () => {
  await app.close();
  await standin.close();
});
afterEach(() => {
  override = null;
});

async function report(): Promise<SalesReport> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/organiser/events/1/report',
    headers: { ...SAME_ORIGIN, cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesReport;
}

describe('the sales report’s totals', () => {
  it('are the payout summary’s when it answers', async () => {
    expect(await report()).toMatchObject({ grossCents: 182000, netPayoutCents: 181000 });
  });

  it('are unknown (null), not 0, when the payout summary fails; the sales stay', async () => {
    override = { op: 'PAYOUTSUMMARY', body: '{"status":"failed","message":"Event not found."}' };
    const answer = await report();
    expect(answer).toMatchObject({
      grossCents: null,
      refundedCents: null,
      feesDeductedCents: null,
      payoutFeeCents: null,
      netPayoutCents: null,
    });
    expect(answer.byTier.reduce((s, r) => s + r.revenueCents, 0)).toBe(182000);
  });
});
