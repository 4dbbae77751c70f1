import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStandin, type StandinOptions } from '../../mocks/src/legacy/index.ts';
import { bffFor, SAME_ORIGIN, sessionCookie } from './helpers.ts';

// Issue 47, class 3: the calls the spec says screens make reach the legacy, over real HTTP, with
// the values the BFF recorded (never the address's), once. The stand-in's requests are counted by
// operation (a GET's `q`, a POST's from its body).

interface Seen {
  method: string;
  op: string;
  params: URLSearchParams;
}
/** The suite over a stand-in of this profile (rich, or spec-strict: only what the spec promises). */
export function keptCallsSuite(profile: StandinOptions['profile']): void {
  vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

  const seen: Seen[] = [];
  /** The seed's draft event (42) and an event with ticket categories (3), by the legacy's ids. */
  let DRAFT = '';
  let PRINTED = '';
  /** Answers the stand-in gives instead of its own, by operation key ('RECRUITS:AFFILIATECOUNT'). */
  const instead = new Map<string, string>();
  /** Fields the stand-in leaves out of its answers, by operation key (a legacy that never sends them). */
  const without = new Map<string, string>();
  let standin: FastifyInstance;
  let standinUrl: string;
  let app: FastifyInstance;
  type Browser = Awaited<ReturnType<typeof login>>;
  let organiser: Browser;
  let other: Browser;
  let partner: Browser;
  let nextIp = 10;

  beforeAll(async () => {
    standin = buildStandin({ profile });
    standin.addHook('preHandler', async (req) => {
      const url = new URL(req.url, 'http://standin');
      const body =
        typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
      const params = new URLSearchParams(url.search);
      for (const [k, v] of Object.entries(body)) if (typeof v === 'string') params.set(k, v);
      seen.push({ method: req.method, op: params.get('q') ?? url.pathname, params });
    });
    standin.addHook('onSend', async (req, reply, payload) => {
      const params = new URL(req.url, 'http://standin').searchParams;
      const op = params.get('q') ?? '';
      const key = params.get('subquery') ? `${op}:${params.get('subquery')}` : op;
      const drop = without.get(key);
      if (drop !== undefined && typeof payload === 'string') {
        const parsed = JSON.parse(payload) as unknown;
        const rows = Array.isArray(parsed) ? parsed : [parsed];
        for (const row of rows)
          if (typeof row === 'object' && row !== null) delete (row as Record<string, unknown>)[drop];
        return JSON.stringify(parsed);
      }
      const answer = instead.get(key);
      if (answer === undefined) return payload;
      reply.header('content-type', 'application/json; charset=utf-8');
      return answer;
    });
    await standin.listen({ port: 0, host: '127.0.0.1' });
    standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
    app = await bffFor(standinUrl, { TRUST_PROXY: '1' });
    organiser = await login('organiser@demo.co.za');
    other = await login('bookings@karoosound.example.co.za');
    partner = await login('partner@demo.co.za', true);
    // The seed's events by name: the spec-strict legacy's ids are opaque.
    const own = (await organiser.send('GET', '/api/organiser/events')).body as unknown as {
      id: string;
      name: string;
    }[];
    const idOf = (name: string) => own.find((e) => e.name === name)?.id ?? '';
    DRAFT = idOf('Vilakazi Street Heritage Walk');
    PRINTED = idOf('Tech Founders Breakfast');
  });
  afterAll(async () => {
    await app.close();
    await standin.close();
  });
  beforeEach(() => {
    seen.length = 0;
    instead.clear();
    without.clear();
  });

  /** PHP's forms of nothing, as bodies. */
  const NOTHINGS = ['null', '[]', '{"val":0}', 'false', ''];

  const calls = (op: string, method = 'GET') => seen.filter((s) => s.op === op && s.method === method);

  async function login(emailOrPhone: string, asPartner = false) {
    const ip = { 'x-forwarded-for': `10.0.47.${nextIp++}` };
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { ...SAME_ORIGIN, ...ip },
      payload: { emailOrPhone, password: 'Demo1234!', partner: asPartner },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = sessionCookie(res.headers['set-cookie']) ?? '';
    const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const r = await app.inject({
        method,
        url,
        headers: { ...SAME_ORIGIN, ...ip, cookie },
        ...(payload ? { payload } : {}),
      });
      return { status: r.statusCode, body: r.json() as Record<string, unknown> };
    };
    return { send };
  }

  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const notify = (paymentId: string, amount: string) =>
    fetch(
      `${standinUrl}__pay/payfast/notify`,
      form({ m_payment_id: paymentId, payment_status: 'COMPLETE', amount_gross: amount }),
    );

  describe('the campaign success page (GET ADDCAMPAIGN)', () => {
    const base = () => `/api/organiser/events/${DRAFT}/campaign`;
    const saved = {
      campaignName: 'Heritage walk launch',
      keywords: 'heritage, soweto',
      startDate: '2026-12-01',
      endDate: '2026-12-20',
    };

    it('sends the recorded campaign and budget once the provider confirmed, once per payment', async () => {
      expect((await organiser.send('PUT', base(), saved)).status).toBe(200);
      const started = await organiser.send('POST', `${base()}/payments`, { budget: 150 });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const paymentId = String(started.body.paymentId);

      // Before the confirmation: the page reads, the legacy sees no success call.
      const early = await organiser.send(
        'GET',
        `${base()}/payments/${paymentId}?budget=999999&amount=999999`,
      );
      expect(early.body).toMatchObject({ creditedCents: 0, payment: { state: 'pending' } });
      expect(calls('ADDCAMPAIGN')).toHaveLength(0);

      expect((await notify(paymentId, '150.00')).status).toBe(200);
      // A forged address (another amount) and reloads: one call, with what was recorded.
      for (const query of ['?budget=999999&amount=999999', '', '']) {
        const res = await organiser.send('GET', `${base()}/payments/${paymentId}${query}`);
        expect(res.body).toMatchObject({ creditedCents: 15000, payment: { state: 'paid' } });
      }
      const sent = calls('ADDCAMPAIGN');
      expect(sent).toHaveLength(1);
      expect(Object.fromEntries(sent[0]?.params ?? [])).toMatchObject({
        eventid: DRAFT,
        campaign: saved.campaignName,
        keywords: saved.keywords,
        startdate: saved.startDate,
        enddate: saved.endDate,
        budget: '150.00',
      });
      // A new login of the same organiser finds it sent.
      const again = await login('organiser@demo.co.za');
      await again.send('GET', `${base()}/payments/${paymentId}`);
      expect(calls('ADDCAMPAIGN')).toHaveLength(1);
    });

    it('sends it on the return, once, where the legacy keeps no payment states', async () => {
      without.set('CAMPAIGNESTIMATE', 'payments');
      const started = await organiser.send('POST', `${base()}/payments`, { budget: 35 });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const paymentId = String(started.body.paymentId);
      for (let i = 0; i < 2; i++) {
        // The page cannot say what was credited (as before); the legacy hears of the return once.
        expect((await organiser.send('GET', `${base()}/payments/${paymentId}?budget=999999`)).status).toBe(
          404,
        );
      }
      const sent = calls('ADDCAMPAIGN');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.params.get('budget')).toBe('35.00');
      expect(sent[0]?.params.get('campaign')).toBe(saved.campaignName);
      // A payment this account never started: nothing.
      expect((await organiser.send('GET', `${base()}/payments/77777`)).status).toBe(404);
      expect(calls('ADDCAMPAIGN')).toHaveLength(1);
    });

    it("credits nothing for another organiser's payment or a made-up one", async () => {
      const started = await organiser.send('POST', `${base()}/payments`, { budget: 20 });
      const paymentId = String(started.body.paymentId);
      await notify(paymentId, '20.00');
      seen.length = 0;
      // Not their event; their own event with this payment's id; a made-up payment.
      expect((await other.send('GET', `${base()}/payments/${paymentId}`)).status).toBe(404);
      const own = await other.send('GET', '/api/organiser/events');
      const ownEvent = (own.body as unknown as { id: string }[])[0]?.id ?? '';
      expect(ownEvent).not.toBe('');
      expect(
        (await other.send('GET', `/api/organiser/events/${ownEvent}/campaign/payments/${paymentId}`)).status,
      ).toBe(404);
      expect((await organiser.send('GET', `${base()}/payments/999999`)).status).toBe(404);
      expect(calls('ADDCAMPAIGN')).toHaveLength(0);
    });
  });

  describe("/in's recruit count (RECRUITS AFFILIATECOUNT)", () => {
    it("shows the legacy's count", async () => {
      instead.set('RECRUITS:AFFILIATECOUNT', JSON.stringify({ val: 1, affiliateCount: '17' }));
      const res = await partner.send('GET', '/api/affiliate/recruit-count');
      expect(res).toEqual({ status: 200, body: { recruitCount: 17 } });
      expect(seen.filter((s) => s.params.get('subquery') === 'AFFILIATECOUNT')).toHaveLength(1);
      expect(seen.filter((s) => s.params.get('subquery') === 'FETCHRECRUITS')).toHaveLength(0);
    });

    it('counts the listed recruits when the legacy answers nothing', async () => {
      const listed = (await partner.send('GET', '/api/affiliate/recruits')).body as unknown as unknown[];
      expect(listed.length).toBeGreaterThan(0);
      for (const nothing of NOTHINGS) {
        instead.set('RECRUITS:AFFILIATECOUNT', nothing);
        const res = await partner.send('GET', '/api/affiliate/recruit-count');
        expect(res, nothing).toEqual({ status: 200, body: { recruitCount: listed.length } });
      }
    });
  });

  describe("the dashboard's event list (EVENT-LIST)", () => {
    it("is the legacy's EVENT-LIST; /myevents stays MYEVENTS", async () => {
      const dashboard = await organiser.send('GET', '/api/organiser/events?view=dashboard');
      expect(dashboard.status).toBe(200);
      expect(calls('EVENT-LIST')).toHaveLength(1);
      expect(calls('MYEVENTS')).toHaveLength(0);
      const mine = await organiser.send('GET', '/api/organiser/events');
      expect(calls('EVENT-LIST')).toHaveLength(1);
      expect(calls('MYEVENTS').length).toBeGreaterThan(0);
      const ids = (body: unknown) => (body as { id: string }[]).map((e) => e.id).sort();
      expect(ids(dashboard.body)).toEqual(ids(mine.body));
    });

    it('falls back to MYEVENTS when EVENT-LIST answers nothing', async () => {
      const mine = (await organiser.send('GET', '/api/organiser/events')).body as unknown as { id: string }[];
      expect(mine.length).toBeGreaterThan(0);
      for (const nothing of [...NOTHINGS, '{"status":"success","events":null}', '{"status":"failed"}']) {
        instead.set('EVENT-LIST', nothing);
        const res = await organiser.send('GET', '/api/organiser/events?view=dashboard');
        expect(res.status, nothing).toBe(200);
        expect(
          (res.body as unknown as { id: string }[]).map((e) => e.id),
          nothing,
        ).toEqual(mine.map((e) => e.id));
      }
    });
  });

  describe('/downloadtickets: PREPAREDOWNLOADS and MARKTICKETCATEGORY', () => {
    const printing = () => `/api/organiser/events/${PRINTED}/printing`;

    it("carries the legacy's estimated revenue, or none when it answers nothing", async () => {
      instead.set(
        'PREPAREDOWNLOADS',
        JSON.stringify({ prepareCount: '3', ticketPrint: '3', estimatedRevenue: '450.00' }),
      );
      const page = await organiser.send('GET', printing());
      expect(page.status).toBe(200);
      expect(page.body.estimatedRevenueCents).toBe(45000);
      expect(calls('PREPAREDOWNLOADS')).toHaveLength(1);
      for (const nothing of [...NOTHINGS, '{"prepareCount":"0"}']) {
        instead.set('PREPAREDOWNLOADS', nothing);
        const res = await organiser.send('GET', printing());
        expect(res.status, nothing).toBe(200);
        expect(res.body.estimatedRevenueCents ?? null, nothing).toBeNull();
      }
    });

    it("toggles the organiser's own category once per change of state", async () => {
      const page = await organiser.send('GET', printing());
      const categories = page.body.categories as { ticketId: string; checked: boolean }[];
      const category = categories[0];
      if (!category) throw new Error('no category on event 3');
      const url = `${printing()}/categories/${category.ticketId}`;
      seen.length = 0;
      // Twice the same wanted state: the legacy's toggle is sent once.
      for (let i = 0; i < 2; i++) {
        const res = await organiser.send('PUT', url, { checked: !category.checked });
        expect(res).toEqual({ status: 200, body: { checked: !category.checked } });
      }
      const marked = calls('MARKTICKETCATEGORY');
      expect(marked).toHaveLength(1);
      expect(marked[0]?.params.get('ticketid')).toBe(category.ticketId);
      expect(marked[0]?.params.get('eventid')).toBe(PRINTED);
      const after = await organiser.send('GET', printing());
      const again = (after.body.categories as { ticketId: string; checked: boolean }[]).find(
        (c) => c.ticketId === category.ticketId,
      );
      expect(again?.checked).toBe(!category.checked);
      // And back.
      await organiser.send('PUT', url, { checked: category.checked });
      expect(calls('MARKTICKETCATEGORY')).toHaveLength(2);
      // Its answer is not read: PHP's nothing there is no failure of the toggle.
      instead.set('MARKTICKETCATEGORY', 'null');
      const res = await organiser.send('PUT', url, { checked: !category.checked });
      expect(res).toEqual({ status: 200, body: { checked: !category.checked } });
      expect(calls('MARKTICKETCATEGORY')).toHaveLength(3);
      instead.clear();
      await organiser.send('PUT', url, { checked: category.checked });
    });

    it("sends nothing for another event's category or another organiser's event", async () => {
      const page = await organiser.send('GET', printing());
      const ticketId = (page.body.categories as { ticketId: string }[])[0]?.ticketId ?? '';
      seen.length = 0;
      expect(
        (await other.send('PUT', `${printing()}/categories/${ticketId}`, { checked: true })).status,
      ).toBe(404);
      expect(
        (
          await organiser.send('PUT', `/api/organiser/events/${DRAFT}/printing/categories/${ticketId}`, {
            checked: true,
          })
        ).status,
      ).toBe(404);
      expect((await organiser.send('PUT', `${printing()}/categories/..%2f1`, { checked: true })).status).toBe(
        400,
      );
      expect(calls('MARKTICKETCATEGORY')).toHaveLength(0);
    });
  });
}
