import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVAILABILITY_MAX_AGE_MS } from '../src/http/public-reads.ts';
import { bffFor, SAME_ORIGIN, SHORT_LEGACY_TIMEOUTS, upstream } from './helpers.ts';
import { redisServer } from './redis-server.ts';

// The on-sale surge (issue 29): everyone opening one event's page at once. Real HTTP on both
// sides: a stub legacy that answers after a pause, counting its calls, and a listening BFF, with
// its read cache in memory and in Redis (REDIS_URL).

const EVENT = {
  eventid: '7',
  eventName: 'Surge Night',
  eventDate: '2099-12-31',
  startTime: '19:00:00',
  businessId: '201',
  campaignStatus: 'running',
  balance: '900.00',
};
const ticketRow = (left: number) => ({
  ticketid: '5020',
  ticket_cat: 'general',
  price: '150.00',
  avail_tickets: String(left),
  kids_tickets: '0',
});

const calls = new Map<string, number>();
const seen: { op: string; url: string; cookie: string | undefined }[] = [];
let adultsLeft = 40;
let failing: string | null = null;
const count = (op: string) => calls.get(op) ?? 0;

const legacy = await upstream((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stub');
  const op = url.searchParams.get('q') ?? '';
  calls.set(op, count(op) + 1);
  seen.push({ op, url: req.url ?? '', cookie: req.headers.cookie });
  const answer =
    op === 'FETCH-EVENT-DETAILS'
      ? EVENT
      : op === 'TICKETS'
        ? [ticketRow(adultsLeft)]
        : op === 'CHECKAVAILABLETICKETS'
          ? { ...ticketRow(adultsLeft), category: 'general' }
          : op === 'GETNUMBEROFLIKES'
            ? { likes: '3' }
            : { val: 0 };
  // Slow enough that requests sent together all arrive while the first call is out.
  setTimeout(() => {
    res.setHeader('content-type', failing === op ? 'text/html' : 'application/json');
    res.end(failing === op ? '<html>Fatal error</html>' : JSON.stringify(answer));
  }, 80);
});

const redis = await redisServer();
afterAll(async () => {
  await legacy.close();
  await redis.stop();
});

const stores: [string, Record<string, string>][] = [
  ['in memory', {}],
  ['in Redis', { REDIS_URL: redis.url }],
];

describe.each(stores)('an on-sale surge on one event, read cache %s', (_store, env) => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = await bffFor(legacy.url, {
      ...SHORT_LEGACY_TIMEOUTS,
      CACHE_TTL_MS: '30000',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      ...env,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    app.readCache.clear();
    await app.shared?.settle();
    calls.clear();
    seen.length = 0;
    adultsLeft = 40;
    failing = null;
  });

  const getEvent = () => fetch(`${base}/api/events/7`, { headers: SAME_ORIGIN });
  const together = <T>(n: number, send: () => Promise<T>) => Promise.all(Array.from({ length: n }, send));
  const adultsOf = async (res: Response) =>
    ((await res.json()) as { ticketTypes: { adultsAvailable: number }[] }).ticketTypes[0]?.adultsAvailable;

  it('makes one legacy call per read for 50 people opening the page at the same moment', async () => {
    const answers = await together(50, getEvent);
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const bodies = new Set(await Promise.all(answers.map((r) => r.text())));
    expect(bodies.size).toBe(1);
    expect(count('FETCH-EVENT-DETAILS')).toBe(1);
    expect(count('TICKETS')).toBe(1);
  });

  it('sends the shared reads with no cookie and no customer id, so no one gets another’s answer', async () => {
    await together(5, getEvent);
    const shared = seen.filter((s) => s.op === 'FETCH-EVENT-DETAILS' || s.op === 'TICKETS');
    expect(shared.length).toBeGreaterThan(0);
    for (const s of shared) {
      expect(s.cookie ?? '').toBe('');
      expect(s.url).not.toMatch(/customerid/);
    }
  });

  it('gives every waiter the failure of the one call, and keeps none of it', async () => {
    failing = 'TICKETS';
    const answers = await together(20, getEvent);
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(502));
    expect(count('TICKETS')).toBe(1);

    failing = null;
    const after = await getEvent();
    expect(after.status).toBe(200);
    expect(await adultsOf(after)).toBe(40);
    expect(count('TICKETS')).toBe(2);
  });

  it('never shows availability more than a second old, and no older copy when the legacy fails', async () => {
    expect(await adultsOf(await getEvent())).toBe(40);
    adultsLeft = 12;
    // Within the second: the answer already read, no new call.
    expect(await adultsOf(await getEvent())).toBe(40);
    expect(count('TICKETS')).toBe(1);

    await new Promise((r) => setTimeout(r, AVAILABILITY_MAX_AGE_MS + 50));
    const [a, b] = await together(2, getEvent);
    expect(await adultsOf(a as Response)).toBe(12);
    expect(await adultsOf(b as Response)).toBe(12);
    expect(count('TICKETS')).toBe(2);
    // The event's details are not availability: still the first call's.
    expect(count('FETCH-EVENT-DETAILS')).toBe(1);

    await new Promise((r) => setTimeout(r, AVAILABILITY_MAX_AGE_MS + 50));
    failing = 'TICKETS';
    expect((await getEvent()).status).toBe(502);
  });
});
