import type { AddressInfo } from 'node:net';
import { legacy } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin, standinOf } from '../../mocks/src/legacy/index.ts';
import { forgetPublicEventReads } from '../src/http/public-reads.ts';
import { bffFor, SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { redisServer } from './redis-server.ts';
import '../src/plugins/shared-state.ts';

// Two BFF instances on one stand-in and one Redis: what one instance learns, the other knows.

let redis: Awaited<ReturnType<typeof redisServer>>;
let standin: FastifyInstance;
let a: FastifyInstance;
let b: FastifyInstance;
let standinUrl: string;
/** The request id each legacy call carried, as the stand-in received it. */
const legacyRequestIds: string[] = [];

beforeAll(async () => {
  redis = await redisServer();
  standin = buildStandin();
  standin.addHook('onRequest', async (req) => {
    legacyRequestIds.push(String(req.headers['x-request-id'] ?? ''));
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
  standinUrl = url;
  const env = { REDIS_URL: redis.url, LEGACY_WRITE_DEADLINE_MS: '10000', CACHE_TTL_MS: '60000' };
  [a, b] = await Promise.all([bffFor(url, env), bffFor(url, env)]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await standin?.close();
  await redis?.stop();
});

const state = () => standinOf(standin).data;
const order = {
  token: 'scale-out-token-0001',
  eventId: '7',
  ticketId: '5020',
  group: 'adults',
  quantity: 2,
  method: 'payfast',
};
const buy = (app: FastifyInstance, cookie: string, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': key },
    payload: order,
  });
/**
 * Logs a demo account in; each test logs in from an address of its own, so the per-address
 * login limit (10 a minute) of one test never blocks the next.
 */
async function loginAs(app: FastifyInstance, emailOrPhone: string, remoteAddress: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/session',
    remoteAddress,
    headers: SAME_ORIGIN,
    payload: { emailOrPhone, password: 'Demo1234!', partner: false },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
}
const whoIs = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ url: '/api/session', headers: { cookie } })).json();

describe('two instances on one Redis', () => {
  it('refuse on one a session ended on the other', async () => {
    const cookie = await loginAs(a, 'customer@demo.co.za', '10.0.0.1');
    expect(await whoIs(b, cookie)).toMatchObject({ loggedIn: true, accountType: 'customer' });
    const out = await a.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    // The old cookie, replayed on the other instance, is a guest's.
    expect(await whoIs(b, cookie)).toMatchObject({ loggedIn: false });
    expect((await b.inject({ url: '/api/tickets', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuse on one the sessions a password change on the other ended (the legacy still knows them)', async () => {
    const changer = await loginAs(a, 'organiser@demo.co.za', '10.0.0.2');
    const other = await loginAs(a, 'organiser@demo.co.za', '10.0.0.2');
    expect(await whoIs(b, other)).toMatchObject({ loggedIn: true });
    const changed = await a.inject({
      method: 'POST',
      url: '/api/password',
      headers: { ...SAME_ORIGIN, cookie: changer },
      payload: { currentPassword: 'Demo1234!', newPassword: 'Longer123', confirmPassword: 'Longer123' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await whoIs(b, other)).toMatchObject({ loggedIn: false });
    // The session that changed it goes on, renewed, on either instance.
    expect(await whoIs(b, sessionCookie(changed.headers['set-cookie']))).toMatchObject({ loggedIn: true });
  });

  it('make one purchase for 20 concurrent same-key requests spread over both, with one answer', async () => {
    const cookie = await loginAs(b, 'customer@demo.co.za', '10.0.0.3');
    const before = state().purchases.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => buy(i % 2 ? a : b, cookie, 'scale-out-key-0001')),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(state().purchases.length).toBe(before + 1);
    const ids = new Set(answers.map((r) => r.json().paymentId));
    expect(ids.size).toBe(1);
    // The same key with another request is refused on either instance.
    const other = await a.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': 'scale-out-key-0001' },
      payload: { ...order, quantity: 3 },
    });
    expect(other.statusCode).toBe(422);
  });

  it('count login failures across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await (i % 2 ? a : b).inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: '10.0.0.4',
        headers: SAME_ORIGIN,
        payload: { emailOrPhone: 'partner@demo.co.za', password: `wrong-${i}`, partner: false },
      });
      statuses.push(res.statusCode);
    }
    // Five attempts per account a minute, whichever instance gets them.
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('share the public-read cache, and a change on one is read afresh on the other', async () => {
    a.readCache.clear();
    await a.shared?.settle();
    const nameOn = async (app: FastifyInstance) =>
      ((await app.inject('/api/events')).json() as { id: string; name: string }[]).find((e) => e.id === '7')
        ?.name;
    const before = await nameOn(b);
    expect(before).toBeTruthy();
    const event = state().events.find((e) => e.id === 7);
    if (!event) throw new Error('seed: event 7');
    event.name = 'Sunset Sessions (moved indoors)';
    // Instance A never read it: it gets B's cached answer from Redis.
    expect(await nameOn(a)).toBe(before);
    // An organiser's change on A (posters, stock, status) forgets the public reads for everyone.
    forgetPublicEventReads(a, '7');
    await a.shared?.settle();
    expect(await nameOn(b)).toBe('Sunset Sessions (moved indoors)');
  });

  it('start, serve reads and refuse payments when Redis cannot be reached at all', async () => {
    const closedPort = redis.url.replace(/:(\d+)\//, ':1/');
    const started = Date.now();
    const lonely = await bffFor(standinUrl, { REDIS_URL: closedPort });
    try {
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await lonely.inject('/api/provinces')).statusCode).toBe(200);
      expect((await lonely.inject('/readyz')).json()).toMatchObject({ redis: 'unreachable' });
      const cookie = await loginAs(lonely, 'customer@demo.co.za', '10.0.0.6');
      expect((await buy(lonely, cookie, 'scale-out-key-0009')).statusCode).toBe(503);
    } finally {
      await lonely.close();
    }
  });

  it('serves /metrics with the legacy operations just called, and not to a public address', async () => {
    // Read afresh (earlier tests filled the shared cache), so the legacy is called now.
    a.readCache.clear();
    await a.shared?.settle();
    expect((await a.inject({ url: '/api/events/7' })).statusCode).toBe(200);
    const res = await a.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      new RegExp(
        `bff_legacy_call_duration_seconds_count\\{operation="${legacy.FETCH_EVENT_DETAILS.key}",outcome="200"\\} \\d+`,
      ),
    );
    expect(res.body).toMatch(
      /bff_http_requests_total\{method="GET",route="\/api\/events\/:eventId",status="200"\} \d+/,
    );
    expect(res.body).toContain('bff_redis_up 1');
    expect(res.body).toContain('bff_legacy_breaker_open 0');
    expect(res.body).toMatch(/bff_public_read_cache_lookups_total\{outcome="(hit|miss)",store="redis"\} \d+/);
    // The request id goes to the legacy call (a header) and back to the caller.
    legacyRequestIds.length = 0;
    a.readCache.clear();
    await a.shared?.settle();
    const traced = await a.inject({
      url: '/api/events/7',
      headers: { 'x-request-id': 'trace-scale-out-0001' },
    });
    expect(traced.headers['x-request-id']).toBe('trace-scale-out-0001');
    expect(legacyRequestIds).toContain('trace-scale-out-0001');
    const outside = await a.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('bff_');
  });

  it('keep reading, refuse payments with a 503, and reconnect when Redis stops and starts again', async () => {
    const cookie = await loginAs(a, 'customer@demo.co.za', '10.0.0.5');
    const endedMeanwhile = await loginAs(a, 'customer@demo.co.za', '10.0.0.5');
    await redis.stop();
    for (let i = 0; i < 50 && (a.shared?.up || b.shared?.up); i++)
      await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    for (const app of [a, b]) {
      const read = await app.inject('/api/events');
      expect(read.statusCode).toBe(200);
      expect((await app.inject('/readyz')).json()).toMatchObject({
        redis: 'unreachable',
        status: 'degraded',
      });
    }
    const before = state().purchases.length;
    const paused = await buy(b, cookie, 'scale-out-key-0002');
    expect(paused.statusCode).toBe(503);
    expect(paused.json().detail).toBe(
      'Payments are paused for a moment and nothing was charged. Please try again in a minute.',
    );
    expect(state().purchases.length).toBe(before);
    // Logins still work when the limiter cannot count.
    expect(await loginAs(b, 'customer@demo.co.za', '10.0.0.5')).not.toBe('');
    // A logout while Redis is away: this instance refuses the cookie at once...
    await a.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...SAME_ORIGIN, cookie: endedMeanwhile },
    });
    expect(await whoIs(a, endedMeanwhile)).toMatchObject({ loggedIn: false });
    expect(Date.now() - started).toBeLessThan(5_000);

    await redis.start();
    for (let i = 0; i < 100 && !(a.shared?.up && b.shared?.up); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await a.inject('/readyz')).json()).toMatchObject({ redis: 'reachable', status: 'ready' });
    // ...and the other one too once Redis is back (the ended session is written then).
    let other = await whoIs(b, endedMeanwhile);
    for (let i = 0; i < 40 && other.loggedIn; i++) {
      await new Promise((r) => setTimeout(r, 50));
      other = await whoIs(b, endedMeanwhile);
    }
    expect(other).toMatchObject({ loggedIn: false });
    const resumed = await buy(b, cookie, 'scale-out-key-0003');
    expect(resumed.statusCode).toBe(200);
    expect(state().purchases.length).toBe(before + 1);
    expect((await a.inject('/metrics')).body).toContain('bff_redis_up 1');
  });
});

describe('one instance without REDIS_URL (the default)', () => {
  it('keeps its state in memory, says so, and takes payments as before', async () => {
    const alone = await bffFor(standinUrl);
    try {
      expect(alone.shared).toBeNull();
      expect((await alone.inject('/readyz')).json()).toMatchObject({
        status: 'ready',
        redis: 'not configured',
      });
      expect((await alone.inject('/metrics')).body).toContain('bff_redis_up -1');
      const cookie = await loginAs(alone, 'customer@demo.co.za', '10.0.0.7');
      const before = state().purchases.length;
      const twice = [
        await buy(alone, cookie, 'scale-out-key-0010'),
        await buy(alone, cookie, 'scale-out-key-0010'),
      ];
      expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(twice[1]?.json().paymentId).toBe(twice[0]?.json().paymentId);
      expect(state().purchases.length).toBe(before + 1);
    } finally {
      await alone.close();
    }
  });
});
