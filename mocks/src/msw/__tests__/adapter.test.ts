import type { BoosterSale, EventToSell, EventToSellDetail } from '@tix/contract/api/booster';
import type { EditableEvent } from '@tix/contract/api/event-editing';
import type { BoosterAccountDetails } from '@tix/contract/model/booster';
import type { GroupStockAnswer } from '@tix/contract/model/purchase';
import type { Session } from '@tix/contract/model/session';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../legacy/demo-logins.ts';
import { DEMO_BUSINESS_ID, DEMO_PROMOTER_ID } from '../../legacy/seed/index.ts';
import { mockStandin, resetMockState, server } from '../node.ts';

// Mock mode is the product: a write through the BFF's own handler shows in every read of it,
// because every read is the BFF's handler over the one stand-in world (issue 41, "one behaviour").

const base = 'http://localhost';
/** One call; the answer typed as the endpoint's (the adapter checked it against the contract). */
async function call<T = unknown>(
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; json: T }> {
  const response = await fetch(base + path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    json: (type.includes('json') ? await response.json() : await response.text()) as T,
  };
}
const login = (role: string) => {
  const demo = DEMO_LOGINS.find((d) => d.role === role);
  if (!demo) throw new Error(`no demo ${role}`);
  return demo;
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockState());
afterAll(() => server.close());

describe('mock mode answers with the BFF over the stand-in', () => {
  it('a renamed event shows its new name on the dashboard list, the hub and the public page', async () => {
    const organiser = login('business');
    const session = await call<Session>('POST', '/api/session', {
      emailOrPhone: organiser.email,
      password: DEMO_PASSWORD,
      partner: false,
    });
    expect(session.json).toMatchObject({ loggedIn: true, accountType: 'business' });
    const event = mockStandin().data.events.find(
      (e) => e.businessId === DEMO_BUSINESS_ID && e.state === 'active',
    );
    if (!event) throw new Error('the seed has no active event of the demo organiser');
    const details = await call<EditableEvent>('GET', `/api/organiser/events/${event.id}/details`);
    expect(details.status).toBe(200);
    const d = details.json;
    const saved = await call<EditableEvent>('PUT', `/api/organiser/events/${event.id}`, {
      eventName: 'Renamed in mock mode',
      organiserName: d.organiserName ?? '',
      venue: d.venue ?? 'Somewhere',
      theme: d.theme ?? '',
      expectedAttendees: d.expectedAttendees ?? 100,
      startDate: d.day,
      endDate: d.finishDay,
      startTime: d.startTime,
      endTime: d.finishTime,
      description: d.description ?? 'An event',
      refundsAllowed: d.refundsAllowed,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.name).toBe('Renamed in mock mode');

    const listed = await call('GET', '/api/organiser/events');
    const names = JSON.stringify(listed.json);
    expect(names).toContain('Renamed in mock mode');
    const hub = await call('GET', `/api/organiser/events/${event.id}`);
    expect(JSON.stringify(hub.json)).toContain('Renamed in mock mode');
    const page = await call<{ event: { name: string } }>('GET', `/api/events/${event.id}`);
    expect(page.json.event.name).toBe('Renamed in mock mode');
    // The stand-in's own record says the same.
    expect(mockStandin().data.events.find((e) => e.id === event.id)?.name).toBe('Renamed in mock mode');
  });

  it("a booster's door sale takes the stock and the booster's credit, as the stand-in keeps them", async () => {
    const booster = login('promoter');
    const promoter = mockStandin().data.promoters.find((p) => p.id === DEMO_PROMOTER_ID);
    if (!promoter) throw new Error('no demo promoter');
    const signedIn = await call<Session>('POST', '/api/booster/session', {
      email: booster.email,
      password: DEMO_PASSWORD,
      merchantId: String(promoter.businessId),
    });
    expect(signedIn.json).toMatchObject({ loggedIn: true, accountType: 'booster' });
    const before = (await call<BoosterAccountDetails>('GET', '/api/booster/account')).json;
    const events = (await call<EventToSell[]>('GET', '/api/booster/events')).json;
    // A ticket the booster's balance covers, on an event it may sell.
    let found: { eventId: string; ticket: { id: string; adultPriceCents: number } } | null = null;
    for (const listed of events.filter((e) => e.state === 'sellable')) {
      const detail = (await call<EventToSellDetail>('GET', `/api/booster/events/${listed.event.id}`)).json;
      const ticket = detail.tickets.find(
        (t) => t.adultPriceCents > 0 && t.adultPriceCents <= before.balanceCents,
      );
      if (ticket) found = { eventId: listed.event.id, ticket };
      if (found) break;
    }
    if (!found) throw new Error('nothing the demo booster can afford to sell');
    const { eventId, ticket } = found;
    const path = `/api/booster/events/${eventId}/tickets/${ticket.id}`;
    const stockBefore = (await call<GroupStockAnswer>('GET', `${path}/stock`)).json;
    const sale = await call<BoosterSale>('POST', `${path}/sales`, {
      group: 'adults',
      fullName: 'Walk Up',
      phone: '0711234567',
      email: 'walkup@example.co.za',
      quantity: 1,
    });
    expect(sale.status, JSON.stringify(sale.json)).toBe(201);
    const stockAfter = (await call<GroupStockAnswer>('GET', `${path}/stock`)).json;
    expect(stockAfter.adults).toBe(stockBefore.adults - 1);
    const after = (await call<BoosterAccountDetails>('GET', '/api/booster/account')).json;
    expect(sale.json.totalCents).toBe(ticket.adultPriceCents);
    expect(after.balanceCents).toBe(before.balanceCents - ticket.adultPriceCents);
    expect(sale.json.balanceCents).toBe(after.balanceCents);
  });

  it('refuses what the contract refuses: a guest, the wrong role, a bad body', async () => {
    expect((await call('GET', '/api/organiser/events')).status).toBe(401);
    const customer = login('customer');
    await call('POST', '/api/session', {
      emailOrPhone: customer.email,
      password: DEMO_PASSWORD,
      partner: false,
    });
    expect((await call('GET', '/api/organiser/events')).status).toBe(403);
    const bad = await call('POST', '/api/session', { emailOrPhone: '', password: '' });
    expect(bad.status).toBe(400);
    expect((await call('GET', '/api/no-such-thing')).status).toBe(501);
  });
});
