import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { createSeed } from '../../mocks/src/legacy/seed/index.ts';
import { NO_BUYER } from '../src/domain/checkout/buyer-lookup.ts';
import { helmetOptions } from '../src/lib/security-headers.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// Regression tests for the five findings of the attacker's probe (issue: security).

let app: FastifyInstance;
let standin: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, standin, close } = await stack());
});
beforeEach(() => {
  const s = standinOf(standin);
  s.data = createSeed(s.now());
});
afterAll(() => close());

const login = async (emailOrPhone: string, password = 'Demo1234!', partner = false) =>
  app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone, password, partner },
  });
const cookieOf = async (emailOrPhone: string, partner = false) =>
  sessionCookie((await login(emailOrPhone, 'Demo1234!', partner)).headers['set-cookie']);
const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });

describe('1. nobody cancels another person’s payment', () => {
  it('an organiser or a partner cannot cancel a customer’s pending purchase', async () => {
    const { data } = standinOf(standin);
    const purchase = {
      ...data.purchases[0],
      id: 99_100,
      paymentId: 'P-OTHER',
      ticketNumber: 'OTHERPAY',
      status: 'pending',
    } as (typeof data.purchases)[number];
    data.purchases.push(purchase);
    const payload = {
      ticket_number: 'OTHERPAY',
      ticket_id: String(purchase.ticketTypeId),
      event_id: String(purchase.eventId),
      name_first: 'T',
      name_last: 'D',
      email: 'customer@demo.co.za',
      item_name: 'Tickets',
    };
    for (const [who, partner] of [
      ['organiser@demo.co.za', false],
      ['partner@demo.co.za', true],
      ['pieter.vdberg@example.co.za', false],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/purchases/cancellation',
        headers: { ...SAME_ORIGIN, cookie: await cookieOf(who, partner) },
        payload,
      });
      expect([403, 404]).toContain(res.statusCode);
    }
    expect(data.purchases.find((p) => p.paymentId === 'P-OTHER')?.status).toBe('pending');
  });
});

describe('2. logging out ends the session for good', () => {
  it('the old cookie reads nothing after logout', async () => {
    const cookie = await cookieOf('customer@demo.co.za');
    expect((await get('/api/tickets', cookie)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/api/session', headers: { ...SAME_ORIGIN, cookie } });
    for (const url of ['/api/tickets', '/api/profile', '/api/transactions']) {
      expect((await get(url, cookie)).statusCode).toBe(401);
    }
  });

  it('when the legacy’s login has ended, the BFF session ends too', async () => {
    const cookie = await cookieOf('customer@demo.co.za');
    // As if PHP's session store had been emptied (expired, or ended elsewhere).
    standinOf(standin).sessions.clear();
    const res = await get('/api/tickets', cookie);
    expect(res.statusCode).toBe(401);
    const after = sessionCookie(res.headers['set-cookie']);
    expect((await get('/api/session', after)).json()).toEqual({ loggedIn: false });
  });

  it('a password change ends the account’s other sessions and keeps this one', async () => {
    const other = await cookieOf('customer@demo.co.za');
    const mine = await cookieOf('customer@demo.co.za');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/password',
      headers: { ...SAME_ORIGIN, cookie: mine },
      payload: { currentPassword: 'Demo1234!', newPassword: 'Newpass123!', confirmPassword: 'Newpass123!' },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = sessionCookie(changed.headers['set-cookie']);
    expect((await get('/api/tickets', other)).statusCode).toBe(401);
    expect((await get('/api/tickets', renewed)).statusCode).toBe(200);
  });
});

describe('3. the buyer lookup is no customer directory', () => {
  const lookup = (cookie: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/checkout/buyer-lookup',
      headers: { ...SAME_ORIGIN, cookie },
      payload,
    });

  it('answers the customer’s own details, and only a masked hint for anyone else', async () => {
    const cookie = await cookieOf('customer@demo.co.za');
    expect((await lookup(cookie, { email: 'customer@demo.co.za' })).json()).toMatchObject({
      email: 'customer@demo.co.za',
      phone: '0710000001',
      masked: false,
    });
    const other = (await lookup(cookie, { email: 'pieter.vdberg@example.co.za' })).json();
    expect(other).toEqual({ email: null, phone: null, fullName: 'P*** v*** d*** B***', masked: true });
    const byPhone = (await lookup(cookie, { phone: '0710000021' })).json();
    expect(JSON.stringify(byPhone)).not.toMatch(/Pieter|pieter|0710000021/);
    expect((await lookup(cookie, { email: 'nobody@example.com' })).json().detail).toBe(NO_BUYER);
  });

  it('is limited per account', async () => {
    const cookie = await cookieOf('ayesha.patel@example.co.za');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await lookup(cookie, { email: `someone${i}@example.com` })).statusCode);
    expect(statuses).toContain(429);
  });
});

describe('4. the per-account login limit counts the account, not what was typed', () => {
  it('wrong passwords by email and by phone share one counter', async () => {
    // A BFF of its own: the logins above count against this address's limit too.
    ({ app, standin, close } = await stack().then(async (fresh) => {
      await close();
      return fresh;
    }));
    const statuses: number[] = [];
    for (const who of [
      'kagiso.molefe@example.co.za',
      '0710000023',
      'KAGISO.molefe@example.co.za',
      '071 000 0023',
      '+27710000023',
      'kagiso.molefe@example.co.za',
    ]) {
      statuses.push((await login(who, 'wrong-password')).statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 422)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('5. malformed requests get our headers and a problem, echoing nothing', () => {
  it.each(['/api/events/%C0%AE%C0%AE', '/api/events/%ZZ', '/api/nothing-here-%3Cscript%3E'])(
    '%s',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
      const body = res.json();
      expect(body).toMatchObject({ type: 'about:blank', status: res.statusCode });
      expect(res.body).not.toMatch(/%ZZ|%C0|script|nothing-here/i);
    },
  );

  it('a body over the limit is a 413 problem with our headers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/registrations/customer',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('a content type the BFF does not take is refused without quoting it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/registrations/customer',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/x-evil-<b>' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toMatch(/evil/);
  });
});

describe('security headers', () => {
  // helmet run for real on a Node response: what a page must carry (the BFF replays helmet's
  // headers from a list recorded at start-up).
  const helmets = () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(helmetOptions(app.config))(res.req, res, () => undefined);
    return res.getHeaders();
  };

  it('a page carries exactly the headers helmet sets, with its values', async () => {
    const expected = helmets();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    const page = await app.inject({ url: '/login' });
    for (const [name, value] of Object.entries(expected)) expect(page.headers[name]).toBe(value);
  });

  it("an API answer carries OWASP's REST set: nothing loads, nothing frames, nothing is sniffed or stored", async () => {
    const answer = await app.inject({ url: '/api/provinces' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    expect(answer.headers['strict-transport-security']).toBe(helmets()['strict-transport-security']);
    // The document-only headers (isolation, prefetching, referrers of a page's requests) are not sent.
    for (const name of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-xss-protection',
    ])
      expect(answer.headers[name]).toBeUndefined();
  });

  it('an answer that may be cached says so itself (a poster keeps its public caching)', async () => {
    const list = (await app.inject({ url: '/api/events' })).json() as { posterUrl?: string | null }[];
    const poster = list
      .map((e) => e.posterUrl)
      .find((u): u is string => typeof u === 'string' && u.startsWith('/api/posters/'));
    expect(poster).toBeTruthy();
    const res = await app.inject({ url: poster as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
