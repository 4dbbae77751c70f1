import type { DashboardCounts, OrganiserCustomer, OrganiserEvent } from '@tix/contract/model/organiser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BffClient } from '../../../mocks/src/wiremock/client.ts';
import {
  ORGANISER_AS,
  ORGANISER_LOGIN,
  OTHER_ORGANISER_AS,
  OTHER_ORGANISER_LOGIN,
} from '../../../mocks/src/wiremock/journeys/organiser.ts';
import { bffFor } from '../helpers.ts';

// The organiser's side replayed from WireMock in the order the journey recorded it
// (mocks/src/wiremock/journeys/organiser.ts).

let app: FastifyInstance;
let client: BffClient;

beforeAll(async () => {
  app = await bffFor(`${inject('wiremockUrl')}/`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  client = new BffClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  for (const [as, emailOrPhone] of [
    [ORGANISER_AS, ORGANISER_LOGIN],
    [OTHER_ORGANISER_AS, OTHER_ORGANISER_LOGIN],
  ] as const) {
    const r = await client.send({
      method: 'POST',
      path: '/api/session',
      body: { emailOrPhone, password: 'Demo1234!', partner: false },
      as,
    });
    expect(r.status).toBe(200);
  }
});
afterAll(() => app.close());

const get = async <T>(path: string, as = ORGANISER_AS) => {
  const r = await client.send({ method: 'GET', path, as });
  return { status: r.status, body: r.json as T };
};

describe("the organiser's dashboard and customers, replayed", () => {
  it('counts the events by time and lists them, drafts included', async () => {
    const events = (await get<OrganiserEvent[]>('/api/organiser/events')).body;
    expect(events.length).toBeGreaterThan(10);
    expect(new Set(events.map((e) => e.businessId))).toEqual(new Set(['201']));
    expect(events.some((e) => (e.budgetCents ?? 0) <= 0)).toBe(true);
    const counts = (await get<DashboardCounts>('/api/organiser/counts')).body;
    expect(counts.ongoing + counts.upcoming + counts.past).toBe(events.length);
    expect(counts.revenueCents).toBeGreaterThan(0);
    expect(counts.clientCount).toBeGreaterThan(0);
  });

  it('lists the customers and finds one by a name with a space in it', async () => {
    const all = (await get<OrganiserCustomer[]>('/api/organiser/customers')).body;
    const someone = all.find((c) => c.firstName && c.lastName);
    if (!someone) throw new Error('no named customer recorded');
    const found = (
      await get<OrganiserCustomer[]>(
        `/api/organiser/customers?${new URLSearchParams({ search: `${someone.firstName} ${someone.lastName}` })}`,
      )
    ).body;
    expect(found.map((c) => c.id)).toContain(someone.id);
    expect(
      (await get<OrganiserCustomer[]>('/api/organiser/customers?search=nobody+by+this+name')).body,
    ).toEqual([]);
  });

  it('shows a second organiser only their own events', async () => {
    const events = (await get<OrganiserEvent[]>('/api/organiser/events', OTHER_ORGANISER_AS)).body;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.businessId === '202')).toBe(true);
    expect((await get<unknown[]>('/api/organiser/customers', OTHER_ORGANISER_AS)).status).toBe(200);
  });
});
