import { legacy } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { describeAgent, VISITOR_COOKIE } from '../src/domain/browse/visitor.ts';
import { SAME_ORIGIN } from './helpers.ts';
import { stack } from './standin.ts';

let app: FastifyInstance;
let standin: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, standin, close } = await stack());
});
afterAll(() => close());
beforeEach(() => standinOf(standin).reset());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const view = (eventId: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/views`,
    headers: { ...SAME_ORIGIN, ...headers },
  });
const visitorCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((c) => c.startsWith(`${VISITOR_COOKIE}=`));

describe('event views', () => {
  it("logs an impression with the event's organiser, a cookie client id, device and browser, and a click", async () => {
    const clicksBefore = standinOf(standin).data.events.find((e) => e.id === 7)?.clicks ?? 0;
    const res = await view('7', { 'user-agent': IPHONE, 'x-businessid': '201' });
    expect(res.json()).toEqual({ impression: true, click: true });
    const cookie = visitorCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const clientId = cookie?.split(';')[0]?.split('=')[1];
    expect(standinOf(standin).data.impressions).toEqual([
      expect.objectContaining({ eventId: 7, businessId: 202, clientId, device: 'mobile', browser: 'Safari' }),
    ]);
    expect(standinOf(standin).data.events.find((e) => e.id === 7)?.clicks).toBe(clicksBefore + 1);
  });

  it('keeps the same client id across views when the browser sends the cookie back', async () => {
    const first = await view('7');
    const cookie = visitorCookie(first.headers['set-cookie'])?.split(';')[0] ?? '';
    const second = await view('9', { cookie });
    expect(visitorCookie(second.headers['set-cookie'])).toBeUndefined();
    const ids = standinOf(standin).data.impressions.map((i) => i.clientId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('answers 404 for an event that does not exist, logging nothing', async () => {
    const res = await view('999999');
    expect(res.statusCode).toBe(404);
    expect(standinOf(standin).data.impressions).toEqual([]);
  });

  it('answers 200 even when the service fails: failures are only logged', async () => {
    // A stack of its own, so the open circuit breaker does not spill into other tests.
    const broken = await stack();
    try {
      await fetch(`${broken.standinUrl}__standin/chaos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: '500' }),
      });
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/events/8/views',
        headers: SAME_ORIGIN,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ impression: false, click: false });
    } finally {
      await broken.close();
    }
  });

  it('refuses a cross-site post', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/events/7/views' });
    expect(res.statusCode).toBe(403);
  });
});

describe('likes, rankings and affiliate invitations', () => {
  it("gives an event's likes count", async () => {
    const likes = standinOf(standin).data.events.find((e) => e.id === 7)?.likes;
    expect((await app.inject('/api/events/7/likes')).json()).toEqual({ likes });
  });

  it('ranks events nationally with posters served by the BFF', async () => {
    const rows = (await app.inject('/api/rankings/national')).json() as { rank: number; posterUrl: string }[];
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.some((r) => r.posterUrl?.startsWith('/api/posters/'))).toBe(true);
  });

  it('ranks provinces and regions', async () => {
    const provinces = (await app.inject('/api/rankings/provincial')).json() as { province: string }[];
    expect(provinces).toHaveLength(9);
    const regions = (await app.inject('/api/rankings/regional')).json() as { region: string }[];
    expect(regions.some((r) => r.region === 'Cape Town')).toBe(true);
  });

  it('answers an unknown ranking with a clear 400', async () => {
    const res = await app.inject('/api/rankings/global');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Choose a national, provincial or regional ranking');
  });

  it('names the affiliate behind an invitation link, 404 for an unknown one', async () => {
    expect((await app.inject('/api/affiliate-invites/LERATO301')).json()).toEqual({
      affiliateId: 'LERATO301',
      name: 'Lerato Mokoena',
      email: 'partner@demo.co.za',
      phone: '0710000003',
    });
    const unknown = await app.inject('/api/affiliate-invites/NOBODY');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(legacy.NOT_FOUND.affiliateInvite);
    expect((await app.inject('/api/affiliate-invites/%3Cscript%3E')).json().detail).toBe(
      legacy.NOT_FOUND.affiliateInvite,
    );
  });
});

describe('reading the User-Agent', () => {
  it.each([
    [IPHONE, 'mobile', 'Safari'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      'desktop',
      'Edge',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0 Safari/537.36',
      'tablet',
      'Samsung Internet',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'desktop', 'Firefox'],
    [undefined, 'desktop', 'Other'],
  ])('%s is a %s running %s', (ua, device, browser) => {
    expect(describeAgent(ua)).toEqual({ device, browser });
  });
});
