import type { AddressInfo } from 'node:net';
import type {
  CampaignList,
  DashboardCountsAnswer,
  EditableEvent,
  EventAnalytics,
  EventOverviewAnswer,
  PayoutPage,
  PrintingPage,
  RefundManagement,
} from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { bffFor, SAME_ORIGIN, sessionCookie } from './helpers.ts';

// A page survives a missing part (issue 40): the stand-in answers as usual except for one
// operation, which answers one of PHP's forms of nothing or fails with a 500. The page's own read
// still works, so the endpoint answers 200 with the rest and names the missing part.

const NOTHING = { null: 'null', '[]': '[]', '{}': '{}', false: 'false', '{val:0}': '{"val":0}', empty: '' };
/** One operation (or several) answering `body` with `status`; every other one as usual. */
type Override = {
  op: string | readonly string[];
  status: number;
  body: string;
  /** Only the BFF's public reads (sent without the user's cookie). */
  publicOnly?: true;
};

let override: Override | null = null;
let app: FastifyInstance;
let standin: FastifyInstance;
let cookie = '';

beforeAll(async () => {
  standin = buildStandin();
  standin.addHook('onRequest', async (req, reply) => {
    const op = new URL(req.url, 'http://standin').searchParams.get('q');
    if (!override || op === null || ![override.op].flat().includes(op)) return;
    if (override.publicOnly && req.headers.cookie) return;
    // As a PHP script sends it: text/html, whatever the body.
    return reply.code(override.status).type('text/html').send(override.body);
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const port = (standin.server.address() as AddressInfo).port;
  app = await bffFor(`http://127.0.0.1:${port}/`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone: 'organiser@demo.co.za', password: 'Demo1234!', partner: false },
  });
  expect(login.statusCode).toBe(200);
  cookie = sessionCookie(login.headers['set-cookie']);
});
afterAll(async () => {
  await app.close();
  await standin.close();
});
afterEach(() => {
  override = null;
});

async function get<T>(url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const cases = [
  ...Object.entries(NOTHING).map(([name, body]) => ({ name: `answers ${name}`, status: 200, body })),
  { name: 'fails with a 500', status: 500, body: '<b>Fatal error</b>' },
];

describe('the event editor’s answer without EVENTTYPE', () => {
  it('names no missing part when every read answers', async () => {
    const event = await get<EditableEvent>('/api/organiser/events/1/details');
    expect(event.eventType).not.toBeNull();
    expect(event.unavailable).toBeUndefined();
  });

  it.each(cases)('$name: the details, with the event type marked unavailable', async ({ status, body }) => {
    override = { op: 'EVENTTYPE', status, body };
    const event = await get<EditableEvent>('/api/organiser/events/1/details');
    expect(event).toMatchObject({ eventId: '1', name: 'Jozi Jazz Under the Stars', eventType: null });
    expect(event.unavailable).toEqual(['eventType']);
  });
});

describe('the organiser’s event page (/editevent) with a part missing', () => {
  it('names no missing part when every read answers', async () => {
    const page = await get<EventOverviewAnswer>('/api/organiser/events/1');
    expect(page.checklist?.campaignStatus).toBe('running');
    expect(page.unavailable).toBeUndefined();
  });

  it.each(cases)(
    '$name (GET-CAMPAIGN-STATUS): the event, without the checklist',
    async ({ status, body }) => {
      override = { op: 'GET-CAMPAIGN-STATUS', status, body };
      const page = await get<EventOverviewAnswer>('/api/organiser/events/1');
      expect(page.event.name).toBe('Jozi Jazz Under the Stars');
      expect(page.lifecycle.state).toBe('scheduled');
      expect(page.checklist).toBeUndefined();
      expect(page.ticketHolders).toBeGreaterThan(0);
      expect(page.unavailable).toEqual(['checklist']);
    },
  );

  it.each(cases)(
    '$name (EVENTSALESDATA): the event, without the ticket holders',
    async ({ status, body }) => {
      override = { op: 'EVENTSALESDATA', status, body };
      const page = await get<EventOverviewAnswer>('/api/organiser/events/1');
      expect(page.checklist?.next).toBe('download');
      expect(page.ticketHolders).toBeUndefined();
      expect(page.unavailable).toEqual(['ticketHolders']);
    },
  );

  it('still fails as a whole when the event itself cannot be read', async () => {
    override = { op: 'FETCH-EVENT-DETAILS', status: 500, body: 'oops' };
    const res = await app.inject({
      method: 'GET',
      url: '/api/organiser/events/1',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
  });
});

describe('/campaigns without GETSELECTCAMPAIGNS', () => {
  it('counts the ticked rows when every read answers', async () => {
    const list = await get<CampaignList>('/api/organiser/campaigns');
    expect(list.selectedCount).toBe(list.campaigns.filter((c) => c.selected).length);
    expect(list.unavailable).toBeUndefined();
  });

  it.each(cases)(
    '$name: the campaigns, with the selected count marked unavailable',
    async ({ status, body }) => {
      override = { op: 'GETSELECTCAMPAIGNS', status, body };
      const list = await get<CampaignList>('/api/organiser/campaigns');
      expect(list.campaigns.length).toBeGreaterThan(1);
      expect(list.selectedCount).toBeUndefined();
      expect(list.unavailable).toEqual(['selectedCount']);
    },
  );
});

describe('/analytics with a figure read missing', () => {
  type Analytics = EventAnalytics & { unavailable?: string[] };

  it('answers the event and the other figures when GETTOTALSALES fails', async () => {
    const whole = await get<Analytics>('/api/organiser/events/1/analytics');
    expect(whole.unavailable).toBeUndefined();
    override = { op: 'GETTOTALSALES', status: 500, body: '<b>Fatal error</b>' };
    const partial = await get<Analytics>('/api/organiser/events/1/analytics');
    expect(partial.event).toEqual(whole.event);
    expect(partial.unavailable).toEqual(['figures']);
  });

  // JSON's forms of nothing (an empty body is the legacy client's to read: bff/src/legacy).
  const jsonNothing = Object.entries(NOTHING).filter(([, body]) => body !== '');
  it.each(jsonNothing)('reads %s from a figure read as no rows, not as a failure', async (_, body) => {
    override = { op: 'GETSALESDATAVIP', status: 200, body };
    const page = await get<Analytics>('/api/organiser/events/1/analytics');
    expect(page.unavailable).toBeUndefined();
  });
});

describe('/payout without its revenue rows', () => {
  it('answers the summary with the breakdown marked unavailable when BREAKDOWNSALES fails', async () => {
    const whole = await get<PayoutPage>('/api/organiser/events/1/payout');
    expect(whole.breakdown).toBeDefined();
    expect(whole.unavailable).toBeUndefined();
    override = { op: 'BREAKDOWNSALES', status: 500, body: '<b>Fatal error</b>' };
    const page = await get<PayoutPage>('/api/organiser/events/1/payout');
    expect(page.summary).toEqual(whole.summary);
    expect(page.breakdown).toBeUndefined();
    expect(page.unavailable).toEqual(['breakdown']);
  });

  it('reads an empty list of revenue rows as no rows, not as a failure', async () => {
    override = { op: 'BREAKDOWNSALES', status: 200, body: '[]' };
    const page = await get<PayoutPage>('/api/organiser/events/1/payout');
    expect(page.breakdown).toEqual([]);
    expect(page.unavailable).toBeUndefined();
  });
});

describe('/downloadtickets without a count', () => {
  const PRINTING = '/api/organiser/events/1/printing';

  it('answers what may be printed, with the ready count marked unavailable when TICKETSTATUS fails', async () => {
    const whole = await get<PrintingPage>(PRINTING);
    expect(whole.readyCount).toBeDefined();
    override = { op: 'TICKETSTATUS', status: 500, body: '<b>Fatal error</b>' };
    const page = await get<PrintingPage>(PRINTING);
    expect(page.categories).toEqual(whole.categories);
    expect(page.balanceCents).toBe(whole.balanceCents);
    expect(page.readyCount).toBeUndefined();
    expect(page.printedCount).toBe(whole.printedCount);
    expect(page.unavailable).toEqual(['readyCount']);
  });

  it('reads an empty list of reprintable tickets as none, not as a failure', async () => {
    override = { op: 'REPRINTABLETICKETS', status: 200, body: '[]' };
    const page = await get<PrintingPage>(PRINTING);
    expect(page.printedCount).toBe(0);
    expect(page.unavailable).toBeUndefined();
  });
});

describe('the dashboard’s counters with a count read missing', () => {
  const COUNTS = '/api/organiser/counts';
  const EVENT_FIGURES = ['ongoing', 'upcoming', 'past', 'revenueCents'] as const;
  const counters = [
    { op: 'FETCH-EVENT-COUNTS', part: 'eventCounts', fields: EVENT_FIGURES },
    { op: 'CAMPAIGNSTATSUSS', part: 'campaignCount', fields: ['campaignCount'] },
    { op: 'NUMBEROFCLIENTELE', part: 'clientCount', fields: ['clientCount'] },
    {
      op: 'NUMBEROFBOOSTERDEACTIVATEDS',
      part: 'deactivatedPromoterCount',
      fields: ['deactivatedPromoterCount'],
    },
  ] as const;
  /** The forms of nothing each read's spec answer gives for "none": a count of 0, not a failure. */
  const none: Record<string, readonly string[]> = {
    CAMPAIGNSTATSUSS: ['{val:0}'],
    NUMBEROFCLIENTELE: ['{val:0}'],
    NUMBEROFBOOSTERDEACTIVATEDS: ['{val:0}', '[]'],
  };
  const failing = counters.flatMap((counter) =>
    cases
      .filter(({ name }) => !(none[counter.op] ?? []).some((form) => name === `answers ${form}`))
      .map((c) => ({ ...counter, ...c })),
  );
  let whole: DashboardCountsAnswer;

  beforeAll(async () => {
    whole = await get<DashboardCountsAnswer>(COUNTS);
  });

  it('names no missing part when every count answers', () => {
    expect(whole.unavailable).toBeUndefined();
    expect(whole.ongoing).toEqual(expect.any(Number));
    expect(whole.campaignCount).toEqual(expect.any(Number));
  });

  it.each(failing)('$op $name: the other counters, with $part marked unavailable', async (c) => {
    override = { op: c.op, status: c.status, body: c.body };
    const counts = await get<DashboardCountsAnswer>(COUNTS);
    expect(counts.unavailable).toEqual([c.part]);
    const { unavailable: _marker, ...rest } = whole;
    const expected: Record<string, number | null> = { ...rest };
    for (const field of c.fields) expected[field] = null;
    expect(counts).toEqual({ ...expected, unavailable: [c.part] });
  });

  it.each(counters.flatMap((c) => (none[c.op] ?? []).map((form) => ({ ...c, form }))))(
    '$op answering $form counts none: 0, not a missing part',
    async ({ op, form, fields }) => {
      override = { op, status: 200, body: NOTHING[form as keyof typeof NOTHING] };
      const counts = await get<DashboardCountsAnswer>(COUNTS);
      for (const field of fields) expect(counts[field]).toBe(0);
      expect(counts.unavailable).toBeUndefined();
    },
  );

  it.each([
    { name: 'fails with a 500', status: 500, body: '<b>Fatal error</b>', answer: 503 },
    { name: 'answers null', status: 200, body: 'null', answer: 502 },
  ])('fails as a whole only when every count read $name', async ({ status, body, answer }) => {
    override = { op: counters.map((c) => c.op), status, body };
    const res = await app.inject({ method: 'GET', url: COUNTS, headers: { ...SAME_ORIGIN, cookie } });
    expect(res.statusCode).toBe(answer);
  });
});

describe('/view-refund-request without its policy or auto-approve', () => {
  const REFUNDS = '/api/organiser/events/1/refunds';
  // The policy's reads are public reads, cached: each case reads them anew.
  beforeEach(() => app.readCache.clear());

  it('names no missing part when every read answers', async () => {
    const page = await get<RefundManagement>(REFUNDS);
    expect(page.terms).toBeDefined();
    expect(typeof page.autoApprove).toBe('boolean');
    expect(page.unavailable).toBeUndefined();
  });

  it.each(cases)(
    'GET-REFUND-GOVERNANCE-RULES $name: the rules and requests, auto-approve unknown',
    async (c) => {
      const whole = await get<RefundManagement>(REFUNDS);
      app.readCache.clear();
      override = { op: 'GET-REFUND-GOVERNANCE-RULES', status: c.status, body: c.body };
      const page = await get<RefundManagement>(REFUNDS);
      expect(page.settings).toEqual(whole.settings);
      expect(page.requests).toEqual(whole.requests);
      // Unknown, not off: the policy buyers are told depends on it too.
      expect(page.autoApprove).toBeNull();
      expect(page.terms).toBeUndefined();
      expect(page.unavailable).toEqual(['governance', 'terms']);
    },
  );

  it('keeps an auto-approve the governance answer does not give unknown, never off', async () => {
    override = {
      op: 'GET-REFUND-GOVERNANCE-RULES',
      status: 200,
      body: '{"maxAttempts":"3","refundsAllowed":"1"}',
    };
    const page = await get<RefundManagement>(REFUNDS);
    expect(page.autoApprove).toBeNull();
    expect(page.terms).toBeDefined();
    expect(page.unavailable).toEqual(['governance']);
  });

  // `{}` and `{val:0}` are rules the organiser never set (the platform's policy applies), as the
  // form reads them too; the other forms of nothing are no answer the policy can be built from.
  const unusableRules = cases.filter(({ name }) => name !== 'answers {}' && name !== 'answers {val:0}');

  it.each(unusableRules)('the public GET_REFUND_RULES $name: the page without the policy', async (c) => {
    const whole = await get<RefundManagement>(REFUNDS);
    app.readCache.clear();
    override = { op: 'GET_REFUND_RULES', status: c.status, body: c.body, publicOnly: true };
    const page = await get<RefundManagement>(REFUNDS);
    // The rules the form edits are the session's read: still there.
    expect(page.settings).toEqual(whole.settings);
    expect(page.terms).toBeUndefined();
    expect(typeof page.autoApprove).toBe('boolean');
    expect(page.unavailable).toEqual(['terms']);
  });

  it('still fails as a whole when the rules cannot be read', async () => {
    override = { op: 'GET_REFUND_RULES', status: 500, body: '<b>Fatal error</b>' };
    const res = await app.inject({ method: 'GET', url: REFUNDS, headers: { ...SAME_ORIGIN, cookie } });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
  });
});
