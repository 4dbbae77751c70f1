import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin, DEMO_PASSWORD } from '../../mocks/src/legacy/index.ts';
import { bffFor, SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { redisServer } from './redis-server.ts';

// Logged-in landings rendered on the server with the viewer's own session (issue 48): two accounts
// and a guest ask in turn, on one BFF and on two BFFs sharing a real Redis, and each answer holds
// its own viewer's data and nobody else's, is stored by no cache, and ends with the session.

const INDEX =
  '<!doctype html><html><head><style>._header_hh11h_1{color:red}</style></head><body><div id="root"></div></body></html>';

// A small renderer of our own, built as `npm run build` builds the web's: the landing shows the
// session's account and, for a customer, how many tickets the session's read returned; it reports
// what it read without an answer, as the web's renderer does.
const RENDERER = `
export const SSR_DATA_ID = 'ssr-data';
export const rendersOnServer = (path) => path === '/';
export const rendersForAccount = (path, type) =>
  (type === 'customer' && path === '/customerdashboard') || (type === 'business' && path === '/dashboard');
export async function render(url, fallback) {
  const session = fallback['/api/session'];
  if (!session) return { html: '<p>Loading</p>', missing: ['/api/session'] };
  if (!session.loggedIn) return { html: '<p>Welcome, guest</p>', missing: [] };
  const who = '<p>Account ' + session.accountId + ': ' + session.accountName + '</p>';
  if (session.accountType !== 'customer') return { html: who, missing: [] };
  const tickets = fallback['/api/tickets'];
  if (!tickets) return { html: who, missing: ['/api/tickets'] };
  return { html: who + '<p>' + tickets.length + ' tickets</p>', missing: [] };
}
`;

const root = mkdtempSync(join(tmpdir(), 'tix-web-accounts-'));
let standin: FastifyInstance;
let standinUrl: string;

beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'server', 'entry-server.js'), RENDERER);
  standin = buildStandin();
  await standin.listen({ port: 0, host: '127.0.0.1' });
  standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await standin?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A browser's page load: what the BFF renders a logged-in landing for. */
const LOAD = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

const logIn = async (app: FastifyInstance, emailOrPhone: string, remoteAddress: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/session',
    remoteAddress,
    headers: SAME_ORIGIN,
    payload: { emailOrPhone, password: DEMO_PASSWORD, partner: false },
  });
  expect(res.statusCode).toBe(200);
  const session = res.json() as { accountId: string; accountName: string };
  return { cookie: sessionCookie(res.headers['set-cookie']), ...session };
};
type Viewer = Awaited<ReturnType<typeof logIn>>;

const load = (app: FastifyInstance, url: string, cookie?: string, headers: Record<string, string> = LOAD) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

/** The customer's own tickets, as the API gives them to that session. */
const ticketCount = async (app: FastifyInstance, cookie: string) =>
  ((await app.inject({ url: '/api/tickets', headers: { ...SAME_ORIGIN, cookie } })).json() as unknown[])
    .length;

const nobodysData = (html: string, ...viewers: Viewer[]) => {
  for (const v of viewers) {
    expect(html).not.toContain(v.accountName);
    expect(html).not.toContain(`Account ${v.accountId}`);
  }
};

/**
 * Two accounts and a guest ask in turn (each asking on the BFFs in `apps`, one after the other):
 * each rendered landing is its viewer's, and the guest never gets a landing rendered at all.
 */
async function askInTurn(apps: FastifyInstance[]) {
  const [first] = apps;
  if (!first) throw new Error('no BFF');
  const customer = await logIn(first, 'customer@demo.co.za', '10.48.0.1');
  const organiser = await logIn(first, 'organiser@demo.co.za', '10.48.0.2');
  const tickets = await ticketCount(first, customer.cookie);
  expect(tickets).toBeGreaterThan(0);
  for (let round = 0; round < 2; round++) {
    for (const app of apps) {
      const mine = await load(app, '/customerdashboard', customer.cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.headers.vary).toMatch(/cookie/);
      expect(mine.body).toContain(`<p>Account ${customer.accountId}: ${customer.accountName}</p>`);
      expect(mine.body).toContain(`<p>${tickets} tickets</p>`);
      nobodysData(mine.body, organiser);

      const theirs = await load(app, '/dashboard', organiser.cookie);
      expect(theirs.headers['cache-control']).toBe('private, no-store');
      expect(theirs.body).toContain(`<p>Account ${organiser.accountId}: ${organiser.accountName}</p>`);
      expect(theirs.body).not.toContain('tickets</p>');
      nobodysData(theirs.body, customer);

      // The guest, on the very addresses just rendered for the two accounts, and on the home.
      for (const url of ['/customerdashboard', '/dashboard', '/']) {
        const guest = await load(app, url);
        expect(guest.statusCode).toBe(200);
        nobodysData(guest.body, customer, organiser);
        if (url !== '/') expect(guest.body).toContain('<div id="root"></div>');
      }
    }
  }
  return { customer, organiser };
}

describe('a logged-in landing rendered on one BFF', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bffFor(standinUrl, { WEB_DIST: root, CACHE_TTL_MS: '60000' });
  });
  afterAll(async () => app?.close());

  it('is each viewer’s own, in turn with another account and a guest, and stored by no cache', async () => {
    await askInTurn([app]);
  });

  it('is the plain shell for a request that is not a page load (the offline worker saving the page)', async () => {
    const customer = await logIn(app, 'customer@demo.co.za', '10.48.0.3');
    const saved = await load(app, '/customerdashboard', customer.cookie, { 'sec-fetch-dest': 'empty' });
    expect(saved.body).toContain('<div id="root"></div>');
    expect(saved.body).not.toContain('ssr-data');
    nobodysData(saved.body, customer);
  });

  it('is never a page the viewer does not land on, and never for another role’s landing', async () => {
    const customer = await logIn(app, 'customer@demo.co.za', '10.48.0.4');
    for (const url of ['/', '/dashboard', '/tickets/1']) {
      const res = await load(app, url, customer.cookie);
      expect(res.body).toContain('<div id="root"></div>');
      nobodysData(res.body, customer);
    }
  });
});

describe('a logged-in landing rendered on two BFFs sharing Redis', { timeout: 60_000 }, () => {
  let redis: Awaited<ReturnType<typeof redisServer>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    redis = await redisServer();
    const env = { WEB_DIST: root, REDIS_URL: redis.url, CACHE_TTL_MS: '60000' };
    [a, b] = await Promise.all([bffFor(standinUrl, env), bffFor(standinUrl, env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  it('is each viewer’s own on either instance, in turn with another account and a guest', async () => {
    await askInTurn([a, b]);
  });

  it('is gone on both instances once the viewer logged out on one', async () => {
    const customer = await logIn(a, 'customer@demo.co.za', '10.48.0.5');
    expect((await load(b, '/customerdashboard', customer.cookie)).body).toContain(customer.accountName);
    const out = await a.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...SAME_ORIGIN, cookie: customer.cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    // The old cookie, replayed on either instance, renders nothing of the account any more.
    for (const app of [a, b]) {
      const res = await load(app, '/customerdashboard', customer.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      nobodysData(res.body, customer);
    }
  });
});
