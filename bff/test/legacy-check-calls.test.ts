import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStandin, DEMO_PASSWORD } from '../../mocks/src/legacy/index.ts';
import { runCheck } from '../src/legacy-check/check.ts';
import { PROBES } from '../src/legacy-check/probes.ts';
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

const PUBLIC_AND_PROMOTER_READS = [
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

describe('legacy:check calls as the BFF calls', () => {
  it('sends each read with the BFF’s parameters and cookie: visitor, customer, organiser, promoter', async () => {
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
    for (const url of ['/api/likes', '/api/tickets', '/api/profile', '/api/transactions'])
      expect((await get(url, customer)).statusCode).toBe(200);
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

    const organiser = await loginAs(bff.app, 'organiser@demo.co.za');
    const own = (await get('/api/organiser/events', organiser)).json() as { id: string }[];
    const ownId = own[0]?.id;
    expect(ownId).toBeDefined();
    for (const url of [
      '/api/profile',
      '/api/organiser/counts',
      '/api/organiser/customers',
      '/api/organiser/campaigns',
      '/api/organiser/promoters',
      '/api/bank-details',
      '/api/organiser/marketing/audiences',
      ...[
        '',
        '/details',
        '/tickets',
        '/analytics',
        '/printing',
        '/campaign',
        '/payout',
        '/refunds',
        '/models',
      ].map((page) => `/api/organiser/events/${ownId}${page}`),
    ])
      await get(url, organiser);

    const check = await noted();
    await runCheck({
      base: check.standinUrl,
      opParam: 'q',
      accounts: {
        customer: { login: 'customer@demo.co.za', password: DEMO_PASSWORD },
        business: { login: 'organiser@demo.co.za', password: DEMO_PASSWORD },
      },
      promoter: { login: 'booster@demo.co.za', password: DEMO_PASSWORD, organisation: 'Demo Events Co' },
    });
    // Each read the check makes is one the BFF makes: the same parameters, cookie or not. (The BFF
    // may call one read two ways, a public page and an owner's check: the check's is one of them.)
    const compared: string[] = [];
    for (const [key, byCheck] of check.calls) {
      const byBff = bff.calls.get(key);
      const first = byCheck[0];
      if (!byBff || !first || !PROBES[key]) continue;
      compared.push(key);
      expect(byBff, key).toContainEqual(first);
    }
    expect(compared).toEqual(expect.arrayContaining(PUBLIC_AND_PROMOTER_READS));
    expect(compared.length).toBeGreaterThan(40);
  }, 60_000);
});
