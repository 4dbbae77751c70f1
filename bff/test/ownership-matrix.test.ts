import { type AccountType, type Endpoint, endpointList, ID_FIELD } from '@tix/contract';
import { POSTPONEMENT_REASONS } from '@tix/contract/domain/constants';
import { REFUND_REASONS } from '@tix/contract/domain/refund-requests';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { FOREIGN_MODEL_EVENT_ID, modelsOf } from '../../mocks/src/legacy/model-models.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// The ownership matrix (issue: security). Derived from the contract: every endpoint that names an
// object declares who owns it; every endpoint whose owner is checked is called as every account
// type with another account's objects, and must answer 403 or 404 and leave the stand-in's state
// as it was. A new endpoint with an id and no declared owner fails the first test.

const keysOf = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  const def = schema.def as {
    type: string;
    shape?: object;
    options?: z.ZodType[];
    innerType?: z.ZodType;
    in?: z.ZodType;
  };
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe' && def.in) return keysOf(def.in);
  if (def.type === 'union' && def.options) return def.options.flatMap(keysOf);
  return def.innerType ? keysOf(def.innerType) : [];
};
const idFields = (e: Endpoint) =>
  [...keysOf(e.params), ...keysOf(e.query), ...keysOf(e.body)].filter((k) => ID_FIELD.test(k));
const checked = endpointList.filter((e) => e.owner && 'owned' in e.owner);

const member = (emailOrPhone: string, partner = false) => ({
  url: '/api/session',
  payload: { emailOrPhone, partner, password: 'Demo1234!' },
});
const LOGINS: Record<AccountType, { url: string; payload: object }> = {
  customer: member('customer@demo.co.za'),
  business: member('organiser@demo.co.za'),
  partner: member('partner@demo.co.za', true),
  // A promoter logs in under its organisation (Demo Events Co, 201).
  booster: {
    url: '/api/booster/session',
    payload: { merchantId: '201', email: 'booster@demo.co.za', password: 'Demo1234!' },
  },
};

let app: FastifyInstance;
let standin: FastifyInstance;
let close: () => Promise<void>;
const cookies = {} as Record<AccountType, string>;
/** Field values naming objects of another customer (102) on another organiser's event. */
let foreign: Record<string, string | boolean>;

beforeAll(async () => {
  ({ app, standin, close } = await stack());
  for (const [type, login] of Object.entries(LOGINS) as [AccountType, (typeof LOGINS)[AccountType]][]) {
    const res = await app.inject({
      method: 'POST',
      url: login.url,
      headers: SAME_ORIGIN,
      payload: login.payload,
    });
    expect(res.statusCode).toBe(200);
    cookies[type] = sessionCookie(res.headers['set-cookie']);
  }
  const { data } = standinOf(standin);
  const theirs = data.purchases.find((p) => p.customerId === 102);
  const mine = new Set(data.purchases.filter((p) => p.customerId === 101).map((p) => p.eventId));
  const elsewhere = data.events.find((e) => e.businessId !== 201 && !mine.has(e.id));
  const ticketType = data.ticketTypes.find((t) => t.eventId === elsewhere?.id);
  const ticket = data.customerTickets.find((t) => t.customerId === 102);
  if (!theirs || !elsewhere || !ticketType || !ticket)
    throw new Error('the seed lacks another account’s objects');
  // Another customer's pending purchase and ticket on another organiser's event.
  const purchase = {
    ...theirs,
    id: 99_001,
    paymentId: 'FOREIGN-PAYMENT-1',
    ticketNumber: 'FOREIGNX',
    eventId: elsewhere.id,
    businessId: elsewhere.businessId,
    ticketTypeId: ticketType.id,
    status: 'pending' as const,
  };
  data.purchases.push(purchase);
  data.customerTickets.push({
    ...ticket,
    id: 99_002,
    purchaseId: purchase.id,
    eventId: elsewhere.id,
    ticketTypeId: ticketType.id,
    ticketNumber: 'FOREIGNX',
  });
  // Another organiser's SMS campaign awaiting payment (marketing).
  data.marketingMessages.push({
    id: 99_003,
    businessId: elsewhere.businessId,
    type: 'sms',
    alias: 'DATABASE',
    text: 'Not yours',
    subject: '',
    recipients: [{ name: 'Someone', contact: '0820000000' }],
    costCents: 90,
    attachment: null,
    delivery: 'awaiting-payment',
    paymentId: null,
    createdAt: '2026-01-01 10:00:00',
  });
  // Another organiser's promoter.
  const promoter = data.promoters[0];
  if (!promoter) throw new Error('the seed lacks a promoter');
  data.promoters.push({
    ...promoter,
    id: 99_003,
    businessId: elsewhere.businessId,
    email: 'p@x.test',
    phone: '0',
  });
  foreign = {
    textId: '99003',
    promoterId: '99003',
    // The promoter form and the sale at the door: valid values, so only ownership refuses.
    firstName: 'Not',
    surname: 'Yours',
    phone: '0820000000',
    credit: '150',
    active: false,
    group: 'adults',
    fullName: 'Walk Up',
    quantity: '1',
    eventId: String(elsewhere.id),
    ticketId: '99002',
    paymentId: purchase.paymentId,
    transactionId: purchase.paymentId,
    ticket_number: purchase.ticketNumber,
    ticket_id: String(ticketType.id),
    event_id: String(elsewhere.id),
    name_first: 'Pieter',
    name_last: 'van der Berg',
    email: 'pieter.vdberg@example.co.za',
    item_name: 'Tickets',
    otp: '123456',
    reason: REFUND_REASONS[0],
    acknowledged: true,
    // A valid load of tickets, so that ownership, not validation, answers.
    category: 'vip',
    adultTickets: '10',
    adultPrice: '100',
    // The edit form and the refund setting (event-editing): valid values, so only ownership refuses.
    eventName: 'Not yours',
    venue: 'Somewhere else',
    expectedAttendees: '10',
    startDate: '2030-01-01',
    endDate: '2030-01-01',
    startTime: '10:00',
    endTime: '12:00',
    description: 'Someone else’s event',
    refundsAllowed: true,
    // The campaign list (campaigns): another organiser's campaign, and valid bodies.
    campaignId: String(data.campaigns.find((c) => c.businessId !== 201)?.id ?? 0),
    targetEventId: String(elsewhere.id),
    selected: true,
    // The campaign save and launch (campaign-launch): valid values, so only ownership refuses.
    campaignName: 'Not yours',
    keywords: 'not, yours',
    budget: '150',
    // Preparing tickets for print (printing): a valid quantity, so only ownership refuses.
    vipAdults: '1',
    // The affiliate programme: an organiser the demo partner did not recruit.
    recruitId: '204',
    // Models (models): another organiser's model.
    modelId: String(modelsOf(data).models.find((m) => m.eventId === FOREIGN_MODEL_EVENT_ID)?.id ?? 0),
  };
});
afterAll(() => close());

const fill = (schema: z.ZodType | undefined) =>
  Object.fromEntries(
    keysOf(schema)
      .filter((k) => k in foreign)
      .map((k) => [k, foreign[k]]),
  );

/** Bodies whose fields mean something else than the shared ones (a postponement's reason). */
const postponement = { reason: POSTPONEMENT_REASONS[0], message: 'The new date follows.' };
const BODY_FOR: Record<string, Record<string, unknown>> = {
  '/api/organiser/events/:eventId/postpone': postponement,
  '/api/organiser/events/:eventId/cancel': postponement,
  // The organiser's money (organiser-money): valid bodies, so only ownership refuses.
  '/api/organiser/events/:eventId/payouts': { payoutType: 'partial', amount: 10 },
  '/api/organiser/events/:eventId/refund-requests/:requestId/decision': { decision: 'approved' },
  '/api/organiser/events/:eventId/refund-rules': {
    ...Object.fromEntries(['One', 'Two', 'Three'].map((t, i) => [`cutOffDays${t}`, 14 - i * 5])),
    ...Object.fromEntries(
      ['One', 'Two', 'Three', 'Zero'].flatMap((t) => [
        [`feeType${t}`, 'flat'],
        [`feeAmount${t}`, 5],
      ]),
    ),
    maxAttempts: 2,
  },
  '/api/organiser/events/:eventId/points': { amount: 25, points: 10 },
  // A printing category's tick (MARKTICKETCATEGORY): a valid body, so only ownership refuses.
  '/api/organiser/events/:eventId/printing/categories/:ticketId': { checked: true },
};

function requestFor(e: Endpoint) {
  const url = e.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(foreign[name] ?? '0')),
  );
  const query = new URLSearchParams(
    Object.entries(fill(e.query)).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return {
    method: e.method,
    url: query ? `${url}?${query}` : url,
    payload: e.body ? { ...fill(e.body), ...BODY_FOR[e.path] } : undefined,
  };
}

describe('ownership is declared for every object an endpoint names', () => {
  it('every endpoint taking an id declares its owner', () => {
    const undeclared = endpointList
      .filter((e) => idFields(e).length > 0 && !e.owner)
      .map((e) => `${e.method} ${e.path}`);
    expect(undeclared).toEqual([]);
  });

  it('the matrix covers the endpoints whose owner is checked', () => {
    expect(checked.length).toBeGreaterThanOrEqual(7);
  });
});

describe.each(checked.map((e) => [`${e.method} ${e.path}`, e] as const))(
  '%s with another account’s object',
  (_, e) => {
    it.each(Object.keys(LOGINS) as AccountType[])('as %s: 403 or 404, and nothing changes', async (type) => {
      const { data, outbox } = standinOf(standin);
      const state = () =>
        JSON.stringify({
          purchases: data.purchases,
          tickets: data.customerTickets,
          events: data.events,
          ticketTypes: data.ticketTypes,
          promoters: data.promoters,
        });
      const before = state();
      const sent = outbox.list().length;
      const res = await app.inject({ ...requestFor(e), headers: { ...SAME_ORIGIN, cookie: cookies[type] } });
      expect([403, 404], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(state()).toBe(before);
      expect(outbox.list().length).toBe(sent);
    });
  },
);
