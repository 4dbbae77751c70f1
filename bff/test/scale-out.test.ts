import type { AddressInfo } from 'node:net';
import { legacy } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin, standinOf } from '../../mocks/src/legacy/index.ts';
import { loginAs } from './checkout-helpers.ts';
import { bffFor, SAME_ORIGIN } from './helpers.ts';
import { redisServer } from './redis-server.ts';
import '../src/plugins/shared-state.ts';

// Two BFF instances on one stand-in and one Redis: what one instance learns, the other knows.

let redis: Awaited<ReturnType<typeof redisServer>>;
let standin: FastifyInstance;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  redis = await redisServer();
  standin = buildStandin();
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
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
const whoIs = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ url: '/api/session', headers: { cookie } })).json();

describe('two instances on one Redis', () => {
  it('refuse on one a session ended on the other', async () => {
    const cookie = await loginAs(a, 'customer@demo.co.za');
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

  it('make one purchase for 20 concurrent same-key requests spread over both, with one answer', async () => {
    const cookie = await loginAs(b, 'customer@demo.co.za');
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
        headers: SAME_ORIGIN,
        payload: { emailOrPhone: 'organiser@demo.co.za', password: `wrong-${i}`, partner: false },
      });
      statuses.push(res.statusCode);
    }
    // Five attempts per account a minute, whichever instance gets them.
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
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
        `bff_legacy_call_duration_seconds_count\\{operation="${legacy.FETCH_EVENT_DETAILS.key}",outcome="200"\\} 1`,
      ),
    );
    expect(res.body).toMatch(
      /bff_http_requests_total\{method="GET",route="\/api\/events\/:eventId",status="200"\} \d+/,
    );
    expect(res.body).toContain('bff_redis_up 1');
    expect(res.body).toContain('bff_legacy_breaker_open 0');
    expect(res.body).toMatch(/bff_public_read_cache_lookups_total\{outcome="(hit|miss)",store="redis"\} \d+/);
    const outside = await a.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('bff_');
  });

  it('keep reading, refuse payments with a 503, and reconnect when Redis stops and starts again', async () => {
    const cookie = await loginAs(a, 'customer@demo.co.za');
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
    expect(await loginAs(b, 'customer@demo.co.za')).not.toBe('');
    expect(Date.now() - started).toBeLessThan(5_000);

    await redis.start();
    for (let i = 0; i < 100 && !(a.shared?.up && b.shared?.up); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await a.inject('/readyz')).json()).toMatchObject({ redis: 'reachable', status: 'ready' });
    const resumed = await buy(b, cookie, 'scale-out-key-0003');
    expect(resumed.statusCode).toBe(200);
    expect(state().purchases.length).toBe(before + 1);
    expect((await a.inject('/metrics')).body).toContain('bff_redis_up 1');
  });
});
