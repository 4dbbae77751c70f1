import type { IncomingMessage, ServerResponse } from 'node:http';
import { legacy } from '@tix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlain } from '../src/legacy/answer-check.ts';
import { NotFoundAnswer } from '../src/legacy/errors.ts';
import { found, orNull } from '../src/legacy/not-found.ts';
import { bffFor, SAME_ORIGIN, SHORT_LEGACY_TIMEOUTS, sessionCookie, upstream } from './helpers.ts';

// A legacy written from the spec alone says "nothing" as PHP does: null, [], {}, false, {val:0},
// 0, "0", or an empty body, sometimes after a notice. For a read of one object that is the
// product's not-found (a 404 with its words), never "an answer we could not use" (502); for a list
// it is an empty list.

const NOTICE =
  '<br />\n<b>Notice</b>:  Undefined index: customerid in <b>/var/www/html/webservices.php</b> on line <b>9</b><br />\n';
const NOTHING_BODIES: readonly [string, string][] = [
  ['null', 'null'],
  ['[]', '[]'],
  ['{}', '{}'],
  ['false', 'false'],
  ['{"val":0}', '{"val":0}'],
  ['{"val":"0"}', '{"val":"0"}'],
  ['0', '0'],
  ['"0"', '"0"'],
  ['an empty body', ''],
  ['null after a PHP notice', `${NOTICE}null`],
  ['an empty body after a PHP notice', NOTICE],
];

/** The body the fake legacy sends for each operation (by its op name); anything else: nothing. */
let bodies: Record<string, string> = {};
const handler = (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://legacy');
  const op = url.pathname.endsWith('loginWeb.php') ? 'loginWeb.php' : (url.searchParams.get('q') ?? '');
  res.setHeader('content-type', 'text/html');
  res.end(bodies[op] ?? 'null');
};

let app: Awaited<ReturnType<typeof bffFor>>;
let close: () => Promise<void>;
beforeAll(async () => {
  const up = await upstream(handler);
  // No read cache between cases: each case's answer is read afresh.
  app = await bffFor(up.url, { ...SHORT_LEGACY_TIMEOUTS, CACHE_TTL_MS: '1' });
  close = async () => {
    await app.close();
    await up.close();
  };
});
afterAll(() => close());

const get = async (url: string, answers: Record<string, string>) => {
  bodies = answers;
  // Past the 1 ms cache of the previous case.
  await new Promise((r) => setTimeout(r, 5));
  return app.inject(url);
};

const EVENT = JSON.stringify({
  eventName: 'Soweto Jazz Night',
  eventDate: '2099-12-01',
  businessId: 'biz-9',
  campaignStatus: 'running',
});

describe('a by-id read answered with nothing is a 404 with its words', () => {
  describe.each(NOTHING_BODIES)('%s', (_, nothing) => {
    it('the event (FETCH-EVENT-DETAILS)', async () => {
      const res = await get('/api/events/ev-7k2', { 'FETCH-EVENT-DETAILS': nothing, TICKETS: '[]' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, title: 'Not found', detail: legacy.NOT_FOUND.event });
    });

    it("the event's likes (GETNUMBEROFLIKES)", async () => {
      const res = await get('/api/events/ev-7k2/likes', { GETNUMBEROFLIKES: nothing });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(legacy.NOT_FOUND.event);
    });

    it("the event's refund terms (GET-REFUND-GOVERNANCE-RULES)", async () => {
      const res = await get('/api/events/ev-7k2/refund-terms', {
        'FETCH-EVENT-DETAILS': EVENT,
        'GET-REFUND-GOVERNANCE-RULES': nothing,
        GET_REFUND_RULES: '{}',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(legacy.NOT_FOUND.event);
    });

    it('an affiliate invitation (AFFILIATEDETAILS)', async () => {
      const res = await get('/api/affiliate-invites/aff-7k2', { AFFILIATEDETAILS: nothing });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(legacy.NOT_FOUND.affiliateInvite);
    });
  });

  it('the same event found is shown, its opaque ids kept as they came', async () => {
    const res = await get('/api/events/ev-7k2', {
      'FETCH-EVENT-DETAILS': `${NOTICE}${EVENT}`,
      TICKETS: JSON.stringify([
        { ticketid: 'tt-1a', ticket_cat: 'vip', price: '150.00', avail_tickets: '20' },
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({ id: 'ev-7k2', businessId: 'biz-9', name: 'Soweto Jazz Night' });
    expect(res.json().ticketTypes).toEqual([expect.objectContaining({ id: 'tt-1a' })]);
  });

  it("the event's refund terms found are shown (the 404 above is the rules' nothing)", async () => {
    const res = await get('/api/events/ev-7k2/refund-terms', {
      'FETCH-EVENT-DETAILS': EVENT,
      'GET-REFUND-GOVERNANCE-RULES': JSON.stringify({ maxAttempts: '3', refundsAllowed: '1' }),
      GET_REFUND_RULES: '{}',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a list answered with nothing is an empty list', () => {
  it.each(NOTHING_BODIES)('%s', async (_, nothing) => {
    for (const [url, op] of [
      ['/api/events', 'EVENTS'],
      ['/api/provinces', 'PROVINCES'],
      ['/api/categories', 'EVENTCATEGORY'],
      ['/api/rankings/national', 'api/select/ranking/national'],
    ] as const) {
      const res = await get(url, { [op]: nothing });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
  });

  it("an event's ticket types answered with nothing are none", async () => {
    const res = await get('/api/events/ev-7k2', { 'FETCH-EVENT-DETAILS': EVENT, TICKETS: 'false' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ticketTypes).toEqual([]);
  });
});

describe('found(): the one decision, for every by-id read of the catalogue', () => {
  const byId = legacy.operationList.filter((op) => op.notFound !== undefined);
  const forms = [null, [], {}, false, { val: 0 }, { val: '0' }, 0, '0', ''];

  it.each(byId.map((op) => [op.key, op]))('%s: every form of nothing is its 404', (_, op) => {
    for (const form of forms) {
      let thrown: unknown;
      try {
        found(op, form);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(NotFoundAnswer);
      expect(thrown).toMatchObject({ status: 404, message: op.notFound });
    }
    expect(found(op, { something: 'ev-7k2' })).toEqual({ something: 'ev-7k2' });
  });

  it('leaves nothing alone for reads that are not by id (a list is empty, not missing)', () => {
    expect(found(legacy.EVENTS, null)).toBeNull();
  });

  it('orNull turns only the not-found into null', async () => {
    expect(await orNull(Promise.reject(new NotFoundAnswer('X', 'gone')))).toBeNull();
    await expect(orNull(Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});

describe('nothing keeps the fast check of answers', () => {
  it('every answer schema that takes a form of nothing is still checked by the compiled validator', () => {
    const slow = legacy.operationList
      .filter((op) => op.response.safeParse(null).success && !op.responseNotShown)
      .filter((op) => !isPlain(op.response))
      .map((op) => op.key);
    expect(slow).toEqual([]);
  });
});

describe("a customer's by-id reads", () => {
  const LOGIN = JSON.stringify({
    status: 'success',
    data: { account_id: 'cu-7k2', account_name: 'Thandi', account_type: 'customer' },
  });
  // One login for all cases (logins are rate-limited).
  let cookie: string | undefined;
  const login = async () => {
    bodies = { 'loginWeb.php': LOGIN };
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: SAME_ORIGIN,
      payload: { emailOrPhone: 'thandi@example.com', password: 'Secret123!', partner: false },
    });
    expect(res.statusCode).toBe(200);
    return sessionCookie(res.headers['set-cookie']);
  };

  it.each(NOTHING_BODIES)(
    "a ticket type's stock answered %s (CHECKAVAILABLETICKETS) is its 404",
    async (_, nothing) => {
      cookie ??= await login();
      bodies = {
        TICKETS: JSON.stringify([
          { ticketid: 'tt-1a', ticket_cat: 'vip', price: '150.00', avail_tickets: '20' },
        ]),
        CHECKAVAILABLETICKETS: nothing,
      };
      await new Promise((r) => setTimeout(r, 5));
      const res = await app.inject({
        url: '/api/checkout/availability?eventId=ev-7k2&ticketId=tt-1a',
        headers: { cookie, ...SAME_ORIGIN },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(legacy.NOT_FOUND.ticketType);
    },
  );

  it("a customer's own ticket whose QR, event and rules are answered with nothing still opens", async () => {
    cookie ??= await login();
    bodies = {
      PREVIEWTICKETS: JSON.stringify([{ ticket_id: 'tk-1', ticketnumber: 'ABC1234', event_id: 'ev-7k2' }]),
    };
    await new Promise((r) => setTimeout(r, 5));
    const res = await app.inject({
      url: '/api/tickets/event/ev-7k2/tk-1',
      headers: { cookie, ...SAME_ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ticket).toMatchObject({
      // A customer's ticket is known by its number and type (decision 0049); the bare type id still opens it.
      id: 'ABC1234-tk-1',
      eventId: 'ev-7k2',
      qrPayload: null,
    });
    expect(res.json().event).toBeNull();
  });
});
