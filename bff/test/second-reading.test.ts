import type { AddressInfo } from 'node:net';
import { POSTER_PLACEHOLDER_PATH } from '@tix/contract/domain/posters';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { encodeId } from '../../mocks/src/legacy/spec-strict/index.ts';
import { ALL_VARIANTS } from '../../mocks/src/legacy/spec-strict/variants.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { loginAs } from './checkout-helpers.ts';
import { SAME_ORIGIN } from './helpers.ts';

// The product in front of a second reading of the spec (issue 47): the spec-strict stand-in with
// every variant on (posters in media/posters, ticket_id the type's, an Ozow address with a
// reference of its own, empty answers from view logging and logout, customer_id null on a
// campaign payment), over real HTTP, the BFF configured as an operator would (LEGACY_POSTER_PATH).

let standin: FastifyInstance;
let standinUrl: string;
let app: FastifyInstance;
const logs: Record<string, unknown>[] = [];

async function bff(env: Record<string, string>): Promise<FastifyInstance> {
  const { config } = loadConfig({
    LEGACY_BASE_URL: standinUrl,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'info',
    CACHE_TTL_MS: '50',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  return buildServer(config, { logStream: { write: (line) => logs.push(JSON.parse(line)) } });
}

beforeAll(async () => {
  standin = buildStandin({ profile: 'spec-strict', reading: ALL_VARIANTS });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
  app = await bff({ LEGACY_POSTER_PATH: ALL_VARIANTS.posterFolder });
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

const errorsLogged = () => logs.filter((l) => Number(l.level) >= 50);

async function firstPoster(server: FastifyInstance): Promise<string> {
  const events = (await server.inject({ url: '/api/events' })).json() as { posterUrl: string | null }[];
  const url = events.map((e) => e.posterUrl).find((u) => u?.startsWith('/api/posters/'));
  if (!url) throw new Error('no listed event has a poster');
  return url;
}

describe('posters in the folder the operator names', () => {
  it('serves a poster from LEGACY_POSTER_PATH', async () => {
    const res = await app.inject({ url: await firstPoster(app) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
  });

  it("answers a poster the legacy does not have with the spec's placeholder, never a broken image", async () => {
    // The default folder: this legacy has no posters there.
    const unconfigured = await bff({});
    try {
      const res = await unconfigured.inject({ url: await firstPoster(unconfigured) });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(POSTER_PLACEHOLDER_PATH);
    } finally {
      await unconfigured.close();
    }
  });

  it('refuses a poster folder that climbs out of the legacy', () => {
    expect(() => loadConfig({ LEGACY_POSTER_PATH: 'posters/../../etc' })).toThrow(/LEGACY_POSTER_PATH/);
    expect(() => loadConfig({ LEGACY_POSTER_PATH: 'http://elsewhere/posters' })).toThrow(
      /LEGACY_POSTER_PATH/,
    );
  });
});

describe('answers nobody reads', () => {
  it('records a view on an empty answer from INSERTIMPRESSION and LOG-EVENT-CLICKS, logging no error', async () => {
    logs.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: `/api/events/${encodeId(7)}/views`,
      headers: SAME_ORIGIN,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ impression: true, click: true });
    expect(errorsLogged()).toEqual([]);
  });

  it('logs out on an empty answer from logout, logging no error or warning about it', async () => {
    const cookie = await loginAs(app, 'customer@demo.co.za');
    logs.length = 0;
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(logs.filter((l) => Number(l.level) >= 40)).toEqual([]);
  });
});

describe('money on a second reading', () => {
  it("sends the buyer to the legacy's Ozow address, its own reference kept", async () => {
    const cookie = await loginAs(app, 'customer@demo.co.za');
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...SAME_ORIGIN, cookie },
      payload: {
        token: 'second-reading-ozow-01',
        eventId: encodeId(7),
        ticketId: encodeId(5020),
        group: 'adults',
        quantity: 1,
        method: 'ozow',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json() as { outcome: string; url: string };
    expect(started.outcome).toBe('ozow');
    expect(new URL(started.url).searchParams.get('ref')).toMatch(/^LEG-/);
    // The address is the one the legacy signed: Ozow's stand-in accepts it.
    expect((await fetch(started.url)).status).toBe(200);
  });

  it('funds a campaign whose payment answer says customer_id: null', async () => {
    const cookie = await loginAs(app, 'organiser@demo.co.za');
    const res = await app.inject({
      method: 'POST',
      url: `/api/organiser/events/${encodeId(2)}/campaign/payments`,
      headers: { ...SAME_ORIGIN, cookie },
      payload: { budget: 50 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { outcome: string }).outcome).toBe('payfast');
  });
});

describe("a customer's ticket where ticket_id is the ticket type's", () => {
  /** A card purchase of one VIP ticket of event 7, paid on the provider's page. */
  async function buyOne(cookie: string, token: string): Promise<void> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...SAME_ORIGIN, cookie },
      payload: {
        token,
        eventId: encodeId(7),
        ticketId: encodeId(5020),
        group: 'adults',
        quantity: 1,
        method: 'payfast',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { fields } = res.json() as { fields: Record<string, string> };
    // Pay on the provider's page: the stand-in issues the tickets and returns the buyer (303).
    const paid = await fetch(`${standinUrl}__pay/payfast/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    expect(paid.status).toBeLessThan(400);
  }

  it('opens each of two purchases of one tier on its own page', async () => {
    const cookie = await loginAs(app, 'customer@demo.co.za');
    await buyOne(cookie, 'second-reading-card-01');
    await buyOne(cookie, 'second-reading-card-02');
    const list = await app.inject({ url: `/api/tickets/event/${encodeId(7)}`, headers: { cookie } });
    expect(list.statusCode, list.body).toBe(200);
    const tickets = list.json() as CustomerTicket[];
    const numbers = [...new Set(tickets.map((t) => t.number))];
    expect(numbers.length).toBeGreaterThanOrEqual(2);
    // Every ticket has a key of its own, and its page shows that ticket, not the first of its tier.
    expect(new Set(tickets.map((t) => t.id)).size).toBe(tickets.length);
    for (const t of tickets) {
      const page = await app.inject({
        url: `/api/tickets/event/${encodeId(7)}/${t.id}`,
        headers: { cookie },
      });
      expect(page.statusCode, page.body).toBe(200);
      expect((page.json() as { ticket: CustomerTicket }).ticket.number).toBe(t.number);
    }
  }, 60_000);
});
