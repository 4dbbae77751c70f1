import type { AddressInfo } from 'node:net';
import { buildServer, loadConfig } from '@tix/bff';
import { endpointList } from '@tix/contract';
import type { Session } from '@tix/contract/model/session';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../legacy/index.ts';
import { bffAnswer, resetMockState, seedMockWorldAt } from '../world.ts';

// One behaviour in two worlds, read by read: mock mode (the BFF's handlers in memory over a
// stand-in in the same process, as the browser runs them) and the product (the BFF in Node over
// the stand-in on HTTP), both seeded at the same moment, answer every JSON read of the contract
// alike for each role allowed to make it. The e2e-worlds suite compares screens after writes;
// this compares every answer, fast.

const NOW = new Date();
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** Values for the path parameters: the seed's, some read from the product's own lists (beforeAll). */
const PARAMS: Record<string, string> = {
  eventId: '1',
  scope: 'national',
  recruitId: '202',
  promoterId: '401',
};
/** Reads that need an id only a write makes (files, .pdf and .csv, are not compared either). */
const NOT_COMPARED: Record<string, string> = {
  '/api/purchases/:paymentId': 'a payment id only a started purchase has',
  '/api/organiser/events/:eventId/campaign/payments/:paymentId': 'a payment id only a started payment has',
  '/api/organiser/marketing/messages/:textId': 'a message id only a saved message has',
};
const isFile = (path: string) => /\.(pdf|csv)$/.test(path);

/** Per path, what a screen sends beyond PARAMS (filled in beforeAll from the product's lists). */
const URLS: Record<string, string> = {
  '/api/events/search': '/api/events/search?q=jazz',
  '/api/merchants': '/api/merchants?search=demo',
  '/api/organiser/events/:eventId/printing/tickets':
    '/api/organiser/events/1/printing/tickets?category=general',
};

const LOGINS = {
  customer: { url: '/api/session', payload: { emailOrPhone: 'customer@demo.co.za', partner: false } },
  business: { url: '/api/session', payload: { emailOrPhone: 'organiser@demo.co.za', partner: false } },
  partner: { url: '/api/session', payload: { emailOrPhone: 'partner@demo.co.za', partner: true } },
  booster: { url: '/api/booster/session', payload: { merchantId: '201', email: 'booster@demo.co.za' } },
} as const;
type Role = keyof typeof LOGINS;

let standin: FastifyInstance;
let bff: FastifyInstance;
const logins = {} as Record<Role, { cookie: string; session: Session }>;

beforeAll(async () => {
  standin = buildStandin({ now: () => NOW });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const { port } = standin.server.address() as AddressInfo;
  const { config } = loadConfig({
    LEGACY_BASE_URL: `http://127.0.0.1:${port}/`,
    SESSION_SECRET: 'same-answers-test-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
  });
  bff = await buildServer(config, { logger: false });
  for (const role of Object.keys(LOGINS) as Role[]) {
    const { url, payload } = LOGINS[role];
    const res = await bff.inject({
      method: 'POST',
      url,
      headers: SAME_ORIGIN,
      payload: { ...payload, password: 'Demo1234!' },
    });
    expect(res.statusCode, `${role} login: ${res.body}`).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('session='));
    logins[role] = { cookie: cookie?.split(';')[0] ?? '', session: res.json() as Session };
  }
  // Ids the seed gives only through its lists: a ticket type on sale, the customer's ticket, a model.
  const read = async (url: string, role?: Role) =>
    (await bff.inject({ url, headers: role ? { cookie: logins[role].cookie } : {} })).json() as Record<
      string,
      unknown
    > &
      unknown[];
  const event = await read('/api/events/1');
  const ticketTypeId = String((event.ticketTypes as { id: string }[])[0]?.id);
  const ticket = (await read('/api/tickets', 'customer'))[0] as { eventId: string; id: string };
  const [model] = (await read('/api/organiser/events/4/models', 'business')).models as { id: string }[];
  if (!model) throw new Error('the seed has no model on event 4');
  const [campaign] = (await read('/api/organiser/campaigns', 'business')).campaigns as { id: string }[];
  const { affiliateId } = (await read('/api/affiliate/link', 'partner')) as { affiliateId?: string };
  Object.assign(URLS, {
    '/api/checkout/availability': `/api/checkout/availability?eventId=1&ticketId=${ticketTypeId}&quantity=1`,
    '/api/checkout/bank-transfer': `/api/checkout/bank-transfer?eventId=1&ticketId=${ticketTypeId}&quantity=1`,
    '/api/booster/events/:eventId/tickets/:ticketId/stock': `/api/booster/events/1/tickets/${ticketTypeId}/stock`,
    '/api/tickets/event/:eventId/:ticketId': `/api/tickets/event/${ticket.eventId}/${ticket.id}`,
    '/api/refunds/:eventId/:ticketId': `/api/refunds/${ticket.eventId}/${ticket.id}`,
    '/api/organiser/models/:modelId': `/api/organiser/models/${model.id}`,
    '/api/models/:modelId': `/api/models/${model.id}`,
    '/api/models': '/api/models?org_uid=201&e_uid=4',
    '/api/organiser/campaigns/:campaignId/transfer-targets': `/api/organiser/campaigns/${campaign?.id}/transfer-targets`,
    '/api/affiliate-invites/:affiliateId': `/api/affiliate-invites/${affiliateId}`,
  });
  seedMockWorldAt(NOW);
});
afterAll(async () => {
  await bff.close();
  await standin.close();
});

const reads = endpointList.filter((e) => e.method === 'GET' && !isFile(e.path) && !(e.path in NOT_COMPARED));
const urlOf = (path: string) =>
  URLS[path] ??
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMS[name];
    if (value === undefined) throw new Error(`no seed value for :${name} in ${path}`);
    return value;
  });
const rolesOf = (access: unknown): (Role | 'guest')[] =>
  access === 'public'
    ? ['guest']
    : access === 'user'
      ? ['customer', 'business', 'partner']
      : (access as Role[]);

describe('mock mode and the product answer every read alike', () => {
  it('names every read it leaves out', () => {
    const gets = endpointList.filter((e) => e.method === 'GET').map((e) => e.path);
    for (const path of Object.keys(NOT_COMPARED)) expect(gets).toContain(path);
    expect(reads.length).toBeGreaterThan(50);
  });

  for (const endpoint of reads) {
    for (const role of rolesOf(endpoint.access)) {
      it(`${endpoint.path} as ${role}`, async () => {
        resetMockState();
        const url = urlOf(endpoint.path);
        const node = await bff.inject({
          url,
          headers: role === 'guest' ? {} : { cookie: logins[role].cookie },
        });
        expect(node.statusCode, `${url} in Node: ${node.body}`).toBe(200);
        const session: Session = role === 'guest' ? { loggedIn: false } : logins[role].session;
        expect(await bffAnswer(url, session)).toEqual(node.json());
      });
    }
  }
});
