import type { AddressInfo } from 'node:net';
import { buildServer, loadConfig } from '@tix/bff';
import type { Event } from '@tix/contract/model/event';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../legacy/index.ts';
import * as fixtures from '../fixtures/index.ts';

// One seed world: what the BFF answers over the stand-in (both on the MSW fixtures' clock) is
// what MSW answers from its fixtures. Posters and QR payloads differ by design: MSW has no image
// server and cannot sign, so only their presence is compared.

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
let standin: FastifyInstance;
let bff: FastifyInstance;

beforeAll(async () => {
  standin = buildStandin({ now: () => fixtures.WORLD_NOW });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const { port } = standin.server.address() as AddressInfo;
  const { config } = loadConfig({
    LEGACY_BASE_URL: `http://127.0.0.1:${port}/`,
    SESSION_SECRET: 'same-world-test-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
  });
  bff = await buildServer(config, { logger: false });
});
afterAll(async () => {
  await bff.close();
  await standin.close();
});

async function logIn(account: fixtures.DemoAccount) {
  const res = await bff.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone: account.email, password: account.password, partner: account.partner },
  });
  const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session='));
  const get = async (url: string) =>
    (await bff.inject({ url, headers: { cookie: cookie?.split(';')[0] ?? '' } })).json();
  return { session: res.json(), get };
}

const posterless = (e: Event) => ({ ...e, posterUrl: e.posterUrl !== null });
const qrless = (t: CustomerTicket) => ({ ...t, qrPayload: t.qrPayload !== null });

describe('MSW and the stand-in serve one seed world', () => {
  it('the same demo accounts: logins, sessions and profiles', async () => {
    for (const account of fixtures.demoAccounts) {
      const { session, get } = await logIn(account);
      expect(session).toEqual(account.session);
      const type = account.session.accountType;
      if (type === 'booster') continue;
      expect(await get('/api/profile')).toEqual(fixtures.profiles[type]);
    }
  });

  it('the same events, in the same order, with the same ticket types', async () => {
    const listed = (await bff.inject('/api/events')).json() as Event[];
    expect(listed.map(posterless)).toEqual(fixtures.events.filter(fixtures.isListed).map(posterless));
    for (const event of Object.values(fixtures.sampleEvents)) {
      const answer = (await bff.inject(`/api/events/${event.id}`)).json();
      expect(posterless(answer.event)).toEqual(posterless(fixtures.eventDetails[event.id] ?? event));
      expect(answer.ticketTypes).toEqual(fixtures.ticketTypes[event.id]);
    }
  });

  it("the same customer's tickets, transactions and likes", async () => {
    const customer = fixtures.demoAccounts.find((a) => a.session.accountType === 'customer');
    if (!customer) throw new Error('no demo customer');
    const { get } = await logIn(customer);
    expect(((await get('/api/tickets')) as CustomerTicket[]).map(qrless)).toEqual(
      fixtures.customerTickets.map(qrless),
    );
    expect(await get('/api/transactions')).toEqual(fixtures.customerTransactions);
    const likes = (await get('/api/likes')) as Event[];
    expect(likes.map((e) => e.id).sort()).toEqual([...fixtures.likedEventIds].sort());
  });

  it("the same ticket tiers of the organiser's events", async () => {
    const organiser = fixtures.demoAccounts.find((a) => a.session.accountType === 'business');
    if (!organiser) throw new Error('no demo organiser');
    const { get } = await logIn(organiser);
    for (const event of Object.values(fixtures.setupEvents))
      expect(await get(`/api/organiser/events/${event.id}/tickets`)).toEqual(
        fixtures.ticketTiersOf(event.id),
      );
  });
});
