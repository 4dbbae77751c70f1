import type { EventAnalytics } from '@tix/contract/model/analytics';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { createSeed } from '../../mocks/src/legacy/seed/index.ts';
import { loginAs } from './checkout-helpers.ts';
import { SAME_ORIGIN } from './helpers.ts';
import { stack } from './standin.ts';

// /analytics over the real stand-in. Seed: the demo organiser's event 1 (Jozi Jazz Under the
// Stars) has paid sales in every tier, none yesterday or today; its VIP tier is sold out. Event 3
// is theirs with nothing sold; event 7 is another organiser's.

let app: FastifyInstance;
let standin: FastifyInstance;
let standinUrl: string;
let close: () => Promise<void>;
let organiser: string;
let customer: string;
beforeAll(async () => {
  ({ app, standin, standinUrl, close } = await stack());
  organiser = await loginAs(app, 'organiser@demo.co.za');
  customer = await loginAs(app, 'customer@demo.co.za');
});
beforeEach(() => {
  const s = standinOf(standin);
  s.data = createSeed(s.now());
});
afterAll(() => close());

const get = (eventId: string, cookie = organiser) =>
  app.inject({
    method: 'GET',
    url: `/api/organiser/events/${eventId}/analytics`,
    headers: { ...SAME_ORIGIN, cookie },
  });
const analytics = async (eventId: string) => {
  const res = await get(eventId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EventAnalytics;
};

/** The seed's paid sales of one event, by tier, straight from the stand-in's records. */
function seedSales(eventId: number) {
  const data = standinOf(standin).data;
  const tierOf = new Map(data.ticketTypes.map((t) => [t.id, t.tier]));
  const paid = data.purchases.filter((p) => p.eventId === eventId && p.status === 'paid');
  const of = (tier: string) => paid.filter((p) => tierOf.get(p.ticketTypeId) === tier);
  const sum = (list: typeof paid) => ({
    sold: list.reduce((s, p) => s + p.quantity, 0),
    revenueCents: list.reduce((s, p) => s + p.totalCents, 0),
  });
  return { vvip: sum(of('vvip')), vip: sum(of('vip')), general: sum(of('general')), all: sum(paid) };
}

/** A figure the stand-in always sends (figures are nullable since issue 40: unknown is not 0). */
const known = (n: number | null): number => {
  if (n === null) throw new Error('the stand-in sends every analytics figure');
  return n;
};

describe('an event’s analytics', () => {
  it('answers the seed’s sales per tier and overall, with percentages and labels', async () => {
    const a = await analytics('1');
    const seed = seedSales(1);
    expect(a.event).toMatchObject({ id: '1', name: 'Jozi Jazz Under the Stars' });
    expect(a.tiers.map((t) => t.tier)).toEqual(['vvip', 'vip', 'general']);
    for (const t of a.tiers) expect({ sold: t.sold, revenueCents: t.revenueCents }).toEqual(seed[t.tier]);
    expect(a.overall).toMatchObject({ sold: seed.all.sold, revenueCents: seed.all.revenueCents });
    expect(seed.all.sold).toBe(8);
    expect(seed.all.revenueCents).toBe(182_000);
    // VIP is sold out: every ticket it had is sold.
    expect(a.tiers[1]).toMatchObject({ tier: 'vip', percent: 100, label: 'Excellent' });
    expect(a.overall.capacity).toBe(known(a.overall.sold) + known(a.overall.available));
    expect(a.overall.label).toBe('Poor');
    expect(a.movement).toEqual({
      yesterday: { sold: 0, incomeCents: 0 },
      today: { sold: 0, incomeCents: 0 },
      trend: 'no-sales',
    });
  });

  it('answers an event with nothing sold as no sales', async () => {
    const a = await analytics('3');
    expect(a.overall).toMatchObject({ sold: 0, revenueCents: 0, percent: 0, label: 'Poor' });
    expect(a.overall.capacity).toBeGreaterThan(0);
    expect(a.movement.trend).toBe('no-sales');
  });

  it('shows a purchase made now in today’s figures', async () => {
    const before = await analytics('1');
    const start = await app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...SAME_ORIGIN, cookie: customer, 'idempotency-key': 'analytics-today-0001' },
      payload: {
        token: 'checkout-token-0001',
        eventId: '1',
        ticketId: '5003',
        group: 'adults',
        quantity: 2,
        method: 'payfast',
      },
    });
    expect(start.statusCode, start.body).toBe(200);
    const { fields } = start.json();
    const pay = await fetch(`${standinUrl}__pay/payfast/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ m_payment_id: fields.m_payment_id, return_url: fields.return_url }),
    });
    expect(pay.status).toBe(303);

    const after = await analytics('1');
    expect(after.movement).toEqual({
      yesterday: { sold: 0, incomeCents: 0 },
      today: { sold: 2, incomeCents: 28_000 },
      trend: 'up',
    });
    expect(after.overall.sold).toBe(known(before.overall.sold) + 2);
    expect(after.overall.revenueCents).toBe(known(before.overall.revenueCents) + 28_000);
    expect(after.tiers[2]?.sold).toBe((before.tiers[2]?.sold ?? 0) + 2);
    expect(after.overall.available).toBe(known(before.overall.available) - 2);
  });

  it('hides another organiser’s event and refuses customers', async () => {
    expect((await get('7')).statusCode).toBe(404);
    expect((await get('999999')).statusCode).toBe(404);
    expect((await get('1', customer)).statusCode).toBe(403);
    expect((await get('1', '')).statusCode).toBe(401);
  });
});
