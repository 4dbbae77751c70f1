import { api } from '@tix/contract/api/index';
import { EVENT_ID_MESSAGE } from '@tix/contract/api/tickets';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../../flows/legacy-messages.ts';
import { DEMO_PASSWORD } from '../../legacy/demo-logins.ts';
import { DEMO_BUSINESS_ID } from '../../legacy/seed/people.ts';
import { mockStandin, resetMockState, server } from '../node.ts';

const base = 'http://localhost';
const get = (path: string) =>
  fetch(base + path).then(async (r) => ({ status: r.status, json: await r.json() }));
const login = (emailOrPhone: string, password: string, partner = false) =>
  fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone, password, partner }),
  }).then(async (r) => ({ status: r.status, json: await r.json() }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockState());
afterAll(() => server.close());

describe('MSW handlers', () => {
  it('filter events by province and leave out hidden ones', async () => {
    const { json } = await get('/api/events?province=western%20cape');
    const events = api.browse.listEvents.response.parse(json);
    // The seed's last western cape event, months away; and its Stellenbosch tea party, whose
    // balance is under R6 (browse lists leave it out).
    const western = mockStandin()
      .data.events.filter((e) => e.province === 'western cape')
      .sort((a, b) => a.day.localeCompare(b.day));
    const hidden = western.find((e) => e.name === 'Stellenbosch Wine & Tea Party');
    expect(hidden?.balanceCents).toBeLessThan(600);
    expect(events.map((e) => e.id)).toContain(String(western[western.length - 1]?.id));
    expect(events.map((e) => e.id)).not.toContain(String(hidden?.id));
    expect(events.every((e) => e.province === 'western cape')).toBe(true);
  });

  it('limit categories', async () => {
    expect((await get('/api/categories?limit=9')).json).toHaveLength(9);
  });

  it('answer 400 problem JSON for what cannot be an event id, 404 for an unknown one', async () => {
    expect(await get('/api/events/a%2Fb')).toMatchObject({
      status: 400,
      json: { detail: EVENT_ID_MESSAGE },
    });
    // Ids are opaque: one that is not a number is looked up like any other.
    expect((await get('/api/events/ev-7k2')).status).toBe(404);
    expect((await get('/api/events/999')).status).toBe(404);
  });

  it('log in, scope the organiser search to own events, log out', async () => {
    expect((await get('/api/events/search?q=gauteng')).status).toBe(200);
    const ok = await login('organiser@demo.co.za', DEMO_PASSWORD);
    expect(ok).toMatchObject({ status: 200, json: { loggedIn: true, accountType: 'business' } });
    const own = api.browse.searchEvents.response.parse((await get('/api/events/search?q=e')).json);
    expect(own.every((e) => e.businessId === String(DEMO_BUSINESS_ID))).toBe(true);
    await fetch(`${base}/api/session`, { method: 'DELETE' });
    expect((await get('/api/session')).json).toEqual({ loggedIn: false });
  });

  it('refuse a wrong password with 422 and the message people see', async () => {
    expect(await login('customer@demo.co.za', 'nope')).toMatchObject({
      status: 422,
      json: { detail: LEGACY_MESSAGES.loginFailed },
    });
    expect(await login('partner@demo.co.za', DEMO_PASSWORD, true)).toMatchObject({ status: 200 });
  });
});
