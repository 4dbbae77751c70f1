import { legacy } from '@tix/contract';
import { EVENT_ID_MESSAGE } from '@tix/contract/api/tickets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../../mocks/src/flows/legacy-messages.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let standinUrl: string;
beforeAll(async () => {
  ({ app, close, standinUrl } = await stack());
});
afterAll(() => close());

type Ev = { id: string; businessId: string; name: string; day: string; balanceCents: number | null };

async function login(emailOrPhone: string, partner = false, password = 'Demo1234!') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone, password, partner },
  });
  return { res, cookie: sessionCookie(res.headers['set-cookie']) };
}

describe('browse endpoints over the stand-in', () => {
  it('lists provinces and the first 9 categories', async () => {
    expect((await app.inject('/api/provinces')).json()).toHaveLength(9);
    expect((await app.inject('/api/categories?limit=9')).json()).toHaveLength(9);
  });

  it('hides future events whose balance is under R6', async () => {
    const events = (await app.inject('/api/events')).json() as Ev[];
    const today = new Date().toISOString().slice(0, 10);
    expect(events.length).toBeGreaterThanOrEqual(20);
    expect(events.some((e) => e.day > today && (e.balanceCents ?? 0) < 600)).toBe(false);
  });

  it('answers bad input with a 400 problem naming what is wrong', async () => {
    const res = await app.inject('/api/categories?limit=abc');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 400, title: 'Invalid request' });
    expect(Object.keys(res.json().errors)).toContain('limit');
    const search = await app.inject('/api/events/search?q=');
    expect(search.statusCode).toBe(400);
    expect(search.json().detail).toBe('Type something to search for');
    // Ids are opaque (any legacy may name its rows): one that cannot be an id is refused, one
    // the legacy does not know is not found.
    const slash = await app.inject('/api/events/a%2Fb');
    expect(slash.statusCode).toBe(400);
    expect(slash.json().detail).toBe(EVENT_ID_MESSAGE);
    const unknown = await app.inject('/api/events/ev-7k2');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(legacy.NOT_FOUND.event);
  });

  it('gives the login form its own messages for bad bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: SAME_ORIGIN,
      payload: { emailOrPhone: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Email or phone required');
  });

  it('answers unknown API paths with a 404 problem', async () => {
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe('Not found');
  });
});

describe('sessions', () => {
  it('logs in by email, keeps the legacy cookie inside the sealed cookie, logs out', async () => {
    const { res, cookie } = await login('customer@demo.co.za');
    expect(res.json()).toMatchObject({ loggedIn: true, accountType: 'customer' });
    const setCookies = [res.headers['set-cookie']].flat().join('\n');
    expect(setCookies).not.toContain('PHPSESSID');
    expect(setCookies).toMatch(/HttpOnly/i);
    expect(setCookies).toMatch(/SameSite=Lax/i);
    const session = await app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ loggedIn: true, accountType: 'customer' });
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { cookie, ...SAME_ORIGIN },
    });
    expect(out.json()).toEqual({ loggedIn: false });
  });

  it('logs in by phone and lands organisers as business accounts', async () => {
    const { res } = await login('0710000002');
    expect(res.json()).toMatchObject({ loggedIn: true, accountType: 'business' });
  });

  it('needs the partner toggle for affiliates', async () => {
    expect((await login('partner@demo.co.za', true)).res.json()).toMatchObject({ accountType: 'partner' });
    expect((await login('partner@demo.co.za', false)).res.statusCode).toBe(422);
  });

  it("shows the legacy's errorText for a wrong password", async () => {
    const { res } = await login('customer@demo.co.za', false, 'wrong-password');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(LEGACY_MESSAGES.loginFailed);
  });

  it('ends the session when the legacy says the user is a guest', async () => {
    const { cookie } = await login('customer@demo.co.za');
    // A reset of the legacy ends every legacy session.
    await fetch(`${standinUrl}__standin/reset`, { method: 'POST' });
    const session = await app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json()).toEqual({ loggedIn: false });
  });

  it('refuses a tampered session cookie', async () => {
    const { cookie } = await login('customer@demo.co.za');
    const tampered = `${cookie.slice(0, -4)}AAAA`;
    const session = await app.inject({ url: '/api/session', headers: { cookie: tampered } });
    expect(session.json()).toEqual({ loggedIn: false });
  });
});

describe('identity comes from the session', () => {
  it("an organiser's search returns only their own events, whatever the client sends", async () => {
    const { cookie } = await login('organiser@demo.co.za');
    const res = await app.inject({ url: '/api/events/search?q=a&businessid=202', headers: { cookie } });
    const found = res.json() as Ev[];
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((e) => e.businessId))).toEqual(new Set(['201']));
  });

  it("a guest's search covers every organiser", async () => {
    const found = (await app.inject('/api/events/search?q=a')).json() as Ev[];
    expect(new Set(found.map((e) => e.businessId)).size).toBeGreaterThan(1);
  });
});

describe('cross-site requests', () => {
  it('leave reads alone: their answers do not vary by Origin or Sec-Fetch-Site', async () => {
    const res = await app.inject({ url: '/api/events', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.vary ?? '')).not.toMatch(/origin|sec-fetch-site/i);
  });

  it('refuses unsafe methods without a same-origin signal', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { emailOrPhone: 'customer@demo.co.za', password: 'Demo1234!' },
    });
    expect(res.statusCode).toBe(403);
    const crossSite = await app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers.vary).toContain('Sec-Fetch-Site');
  });

  it('accepts a same-origin Origin when Sec-Fetch-Site is absent', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('needs X-Requested-With on form posts', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'emailOrPhone=a&password=b',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/X-Requested-With/);
  });
});

describe('service documents', () => {
  it('publishes the OpenAPI document with the contract endpoints', async () => {
    const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/events', '/api/session', '/api/events/{eventId}']),
    );
  });

  it('reports health and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toMatchObject({ status: 'ready' });
  });

  it('sets security headers', async () => {
    const res = await app.inject('/api/provinces');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
