import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { loginAs } from './checkout-helpers.ts';

// Issue 8: opening checkout reads each legacy operation at most once. The checkout screen loads
// the event (GET /api/events/:id) and the live stock (GET /api/checkout/availability) together.

const lines: string[] = [];
const standin = buildStandin();
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const { config } = loadConfig({
    LEGACY_BASE_URL: `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`,
    SESSION_SECRET: 'reads-secret-reads-secret-reads-secret-0',
    WEB_DIST: '/nonexistent',
  });
  app = await buildServer(config, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

const legacyCalls = () =>
  lines
    .map((l) => JSON.parse(l) as { msg?: string; legacy?: { op: string }[] })
    .filter((r) => r.msg === 'request')
    .flatMap((r) => r.legacy ?? [])
    .map((t) => t.op);

describe('opening checkout', () => {
  it('reads the event, its ticket types and the stock once each', async () => {
    const cookie = await loginAs(app, 'customer@demo.co.za');
    lines.length = 0;
    const [event, stock] = await Promise.all([
      app.inject({ url: '/api/events/7', headers: { cookie } }),
      app.inject({ url: '/api/checkout/availability?eventId=7&ticketId=5020', headers: { cookie } }),
    ]);
    expect(event.statusCode).toBe(200);
    expect(stock.json()).toMatchObject({ category: 'VIP' });
    const calls = legacyCalls();
    const counts = Object.fromEntries(
      [...new Set(calls)].map((op) => [op, calls.filter((c) => c === op).length]),
    );
    // And whether the event is still public (deleted events are not: issue 42), once.
    expect(counts).toEqual({
      'FETCH-EVENT-DETAILS': 1,
      TICKETS: 1,
      CHECKAVAILABLETICKETS: 1,
      CHECKIFEVENTDELETED: 1,
    });
  });
});
