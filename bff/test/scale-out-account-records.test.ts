import type { AddressInfo } from 'node:net';
import type { MarketingMessage } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { loginAs } from './checkout-helpers.ts';
import { bffFor, SAME_ORIGIN } from './helpers.ts';
import { payMessage, readMessage, saveSms } from './marketing-helpers.ts';
import { redisServer } from './redis-server.ts';

// Two BFF instances on one spec-strict stand-in and one real Redis: what the BFF remembers of an
// account's objects (by account, in Redis) is known on either instance, in a later login. The
// stand-in's GET-TEXT-MESSAGES names no organiser, cost or audience, so only what the BFF
// remembered when the organiser saved the message lets it open and be paid; a started payment is
// cancelled only by the customer the BFF remembers starting it. The session cookie carries none.

let redis: Awaited<ReturnType<typeof redisServer>>;
let standin: FastifyInstance;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  redis = await redisServer();
  standin = buildStandin({ profile: 'spec-strict' });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
  const env = { REDIS_URL: redis.url, LEGACY_WRITE_DEADLINE_MS: '10000' };
  [a, b] = await Promise.all([bffFor(url, env), bffFor(url, env)]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await standin?.close();
  await redis?.stop();
});

describe('an SMS saved on one instance, on a spec-strict legacy', () => {
  it('opens and is paid on the other in the organiser’s next login; another organiser gets 404', async () => {
    const first = await loginAs(a, 'organiser@demo.co.za');
    const { saved, cookie } = await saveSms(a, first, 130);
    expect(saved).toMatchObject({ recipients: 130, costCents: 11_700 });
    // The cookie the browser keeps did not grow with the message.
    expect(cookie.length).toBeLessThan(first.length + 64);
    const out = await a.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(out.statusCode).toBeLessThan(300);

    const other = await loginAs(b, 'info@coastline.example.co.za');
    expect((await readMessage(b, other, saved.textId)).statusCode).toBe(404);
    expect((await payMessage(b, other, saved.textId)).statusCode).toBe(404);

    const next = await loginAs(b, 'organiser@demo.co.za');
    const opened = await readMessage(b, next, saved.textId);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ recipients: 130, costCents: 11_700, paymentStartedAt: null });
    const started = await payMessage(b, next, saved.textId);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ outcome: 'payfast', fields: { amount: '117.00' } });

    // The payment started on B is known on A, to the same organiser in yet another login.
    const third = await loginAs(a, 'organiser@demo.co.za');
    const reread = (await readMessage(a, third, saved.textId)).json() as MarketingMessage;
    expect(reread.paymentStartedAt).not.toBeNull();
    expect((await payMessage(a, third, saved.textId)).statusCode).toBe(409);
  });
});

describe('a payment started on one instance', () => {
  // The default stand-in: the spec-strict one writes its cancel address with ids of its own.
  let regular: FastifyInstance;
  let c: FastifyInstance;
  let d: FastifyInstance;
  beforeAll(async () => {
    regular = buildStandin();
    await regular.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(regular.server.address() as AddressInfo).port}/`;
    const env = { REDIS_URL: redis.url, LEGACY_WRITE_DEADLINE_MS: '10000' };
    [c, d] = await Promise.all([bffFor(url, env), bffFor(url, env)]);
  });
  afterAll(async () => {
    await Promise.all([c?.close(), d?.close()]);
    await regular?.close();
  });

  it('is cancelled on the other by its customer in a new login, and by nobody else', async () => {
    const started = await c.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...SAME_ORIGIN, cookie: await loginAs(c, 'customer@demo.co.za') },
      payload: {
        token: 'scale-out-records-0001',
        eventId: '7',
        ticketId: '5020',
        group: 'adults',
        quantity: 1,
        method: 'payfast',
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { fields } = started.json() as { fields: { cancel_url: string } };
    const query = Object.fromEntries(new URL(fields.cancel_url).searchParams);
    const cancel = (cookie: string) =>
      d.inject({
        method: 'POST',
        url: '/api/purchases/cancellation',
        headers: { ...SAME_ORIGIN, cookie },
        payload: query,
      });
    expect((await cancel(await loginAs(d, 'pieter.vdberg@example.co.za'))).statusCode).toBe(404);
    const mine = await cancel(await loginAs(d, 'customer@demo.co.za'));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ cancelled: true });
  });
});
