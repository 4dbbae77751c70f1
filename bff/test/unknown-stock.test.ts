import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { carriesStockCounts, STOCK_FALLBACK } from '../src/domain/checkout/stock.ts';
import { loginAs } from './checkout-helpers.ts';
import { SAME_ORIGIN } from './helpers.ts';

// CHECKAVAILABLETICKETS: the spec names only "category". A legacy that answers just that says
// nothing about stock, and nothing is not "sold out": the counts come from TICKETS, which the spec
// does promise them on. The stand-in here answers as the rich one, minus the counts of that answer.
// Seed: event 7's VIP tier is ticket 5020.

let app: FastifyInstance;
let standin: FastifyInstance;
const logs: string[] = [];
const COUNTS = ['avail_tickets', 'kids_tickets'];

beforeAll(async () => {
  standin = buildStandin();
  standin.addHook('onSend', async (req, _reply, payload) => {
    const op = new URL(req.url, 'http://standin').searchParams.get('q');
    if (op !== 'CHECKAVAILABLETICKETS' || typeof payload !== 'string') return payload;
    const answer = JSON.parse(payload) as Record<string, unknown>;
    return JSON.stringify(Object.fromEntries(Object.entries(answer).filter(([k]) => !COUNTS.includes(k))));
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const { config } = loadConfig({
    LEGACY_BASE_URL: `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`,
    SESSION_SECRET: 'unknown-stock-secret-unknown-stock-secr',
    LOG_LEVEL: 'debug',
    WEB_DIST: '/nonexistent',
  });
  app = await buildServer(config, { logStream: { write: (line) => logs.push(line) } });
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

const messages = () => logs.map((l) => (JSON.parse(l) as { msg?: string }).msg ?? '');

describe('stock from an availability answer without counts', () => {
  it('reads the counts from the ticket type, not as sold out, and logs the fallback', async () => {
    const cookie = await loginAs(app, 'customer@demo.co.za');
    const event = (await app.inject('/api/events/7')).json() as {
      ticketTypes: { id: string; adultsAvailable: number; kidsAvailable: number }[];
    };
    const vip = event.ticketTypes.find((t) => t.id === '5020');
    expect(vip?.adultsAvailable).toBeGreaterThan(0);
    const res = await app.inject({
      url: '/api/checkout/availability?eventId=7&ticketId=5020',
      headers: { cookie },
    });
    expect(res.json()).toEqual({ category: 'VIP', adults: vip?.adultsAvailable, kids: vip?.kidsAvailable });
    expect(messages()).toContain(`CHECKAVAILABLETICKETS: ${STOCK_FALLBACK}`);
  });

  it('lets the buyer start a payment', async () => {
    const cookie = await loginAs(app, 'customer@demo.co.za');
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...SAME_ORIGIN, cookie },
      payload: {
        token: 'unknown-stock-0001',
        eventId: '7',
        ticketId: '5020',
        group: 'adults',
        quantity: 2,
        method: 'payfast',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('carriesStockCounts', () => {
  it('finds the counts at the top, under category, or in a row; not in a bare category', () => {
    expect(carriesStockCounts({ avail_tickets: '3', category: 'vip' })).toBe(true);
    expect(carriesStockCounts({ category: { kids_tickets: '0' } })).toBe(true);
    expect(carriesStockCounts([{ ticketid: '9', avail_tickets: 0 }])).toBe(true);
    expect(carriesStockCounts({ category: 'vip' })).toBe(false);
    expect(carriesStockCounts(null)).toBe(false);
    expect(carriesStockCounts({ val: 0 })).toBe(false);
  });
});
