import type { AddressInfo } from 'node:net';
import type { PrintingPage } from '@tix/contract/api/printing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { bffFor, SAME_ORIGIN, sessionCookie } from './helpers.ts';

// Self-print when the service sends no budget or balance (issue 40): the campaign list and
// GETBUDGET answer without them here. The page says null (unknown), never 0, and the BFF does not
// refuse a run on a balance it does not know: the legacy, which knows it, judges the cost.

/** Drops the money fields from every object of a JSON answer. */
function withoutMoney(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMoney);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'balance' && key !== 'budget')
      .map(([key, inner]) => [key, withoutMoney(inner)]),
  );
}

let app: FastifyInstance;
let standin: FastifyInstance;
let cookie = '';

beforeAll(async () => {
  standin = buildStandin();
  standin.addHook('onSend', async (req, _reply, payload) => {
    const op = new URL(req.url, 'http://standin').searchParams.get('q');
    if (op !== 'CAMPAIGNS' && op !== 'GETBUDGET') return payload;
    if (typeof payload !== 'string' || !/^[[{]/.test(payload)) return payload;
    return JSON.stringify(withoutMoney(JSON.parse(payload)));
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

describe('self-print without a budget or balance from the service', () => {
  it('gives the page with both unknown (null), not 0', async () => {
    const res = await app.inject({
      url: '/api/organiser/events/2/printing',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as PrintingPage;
    expect(page).toMatchObject({ budgetCents: null, balanceCents: null, costPerTicketCents: 100 });
    expect(page.categories.length).toBeGreaterThan(0);
  });

  it('lets the legacy judge a run: tickets are prepared, the balance after still unknown', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/organiser/events/2/printing/prepared',
      headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': 'unknown-balance-print-1' },
      payload: { vipAdults: '2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ readyCount: 2, balanceCents: null });
  });
});
