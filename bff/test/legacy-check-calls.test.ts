import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStandin, DEMO_PASSWORD } from '../../mocks/src/legacy/index.ts';
import { runCheck } from '../src/legacy-check/check.ts';
import { loginAs } from './checkout-helpers.ts';
import { bffFor, SAME_ORIGIN } from './helpers.ts';

// legacy:check calls each read as the BFF does: the BFF is driven through the pages of a visitor,
// a customer and a promoter in front of a stand-in that notes every call (the operation, the
// names of its parameters, whether the session cookie came); the check, in front of another, must
// make the same calls.

interface Call {
  readonly params: string;
  readonly cookie: boolean;
}

let closeAll: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closeAll.reverse()) await close();
  closeAll = [];
});

/** A BFF and its stand-in, the stand-in noting each operation's calls. */
async function noted() {
  const standin = buildStandin();
  const calls = new Map<string, Call[]>();
  standin.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, string>;
    if (!query.q) return;
    const key = query.subquery ? `${query.q}:${query.subquery}` : query.q;
    const list = calls.get(key) ?? [];
    const params = Object.keys(query)
      .filter((k) => k !== 'q' && k !== 'subquery')
      .sort()
      .join(',');
    list.push({ params, cookie: request.headers.cookie !== undefined });
    calls.set(key, list);
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  closeAll.push(() => standin.close());
  const standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
  const app = await bffFor(standinUrl);
  closeAll.push(() => app.close());
  return { app, standinUrl, calls };
}

describe('legacy:check calls as the BFF calls', () => {
  it('sends the public, customer and promoter reads with the BFF’s parameters and cookies', async () => {
    const bff = await noted();
    const get = (url: string, cookie?: string) =>
      bff.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
    const events = (await get('/api/events')).json() as { id: string; campaignStatus: string }[];
    const event = events.find((e) => e.campaignStatus === 'running') ?? events[0];
    expect(event).toBeDefined();
    for (const url of [
      `/api/events/${event?.id}`,
      `/api/events/${event?.id}/likes`,
      `/api/events/${event?.id}/refund-terms`,
      '/api/events/search?q=a',
      '/api/provinces',
      '/api/rankings/national',
    ])
      expect((await get(url)).statusCode).toBe(200);
    const customer = await loginAs(bff.app, 'customer@demo.co.za');
    for (const url of ['/api/likes', '/api/tickets']) expect((await get(url, customer)).statusCode).toBe(200);
    const merchants = (await get('/api/merchants')).json() as { id: string; name: string }[];
    const merchant = merchants.find((m) => m.name === 'Demo Events Co');
    const booster = await bff.app.inject({
      method: 'POST',
      url: '/api/booster/session',
      headers: SAME_ORIGIN,
      payload: { merchantId: merchant?.id, email: 'booster@demo.co.za', password: DEMO_PASSWORD },
    });
    const boosterCookie = String(booster.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    for (const url of ['/api/booster/account', '/api/booster/events'])
      expect((await get(url, boosterCookie)).statusCode).toBe(200);

    const check = await noted();
    await runCheck({
      base: check.standinUrl,
      opParam: 'q',
      accounts: { customer: { login: 'customer@demo.co.za', password: DEMO_PASSWORD } },
      promoter: { login: 'booster@demo.co.za', password: DEMO_PASSWORD, organisation: 'Demo Events Co' },
    });
    const reads = [
      'EVENTS',
      'FETCH-EVENT-DETAILS',
      'TICKETS',
      'GETNUMBEROFLIKES',
      'GET-REFUND-GOVERNANCE-RULES',
      'GET_REFUND_RULES',
      'SEARCHEVENTS',
      'PROVINCES',
      'LIKES:GETLIKES',
      'CUSTOMERTICKETS:GETTICKETS',
      'MERCHANTS:GETMERCHANTS',
      'REALTIMEBALANCE',
      'GETEVENTSTOSELL',
    ];
    for (const key of reads) {
      const byBff = bff.calls.get(key)?.[0];
      expect(byBff, `the BFF calls ${key}`).toBeDefined();
      expect({ key, ...check.calls.get(key)?.[0] }).toEqual({ key, ...byBff });
    }
  }, 60_000);
});
