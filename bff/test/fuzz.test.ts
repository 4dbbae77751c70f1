import { endpointList } from '@tix/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// Every endpoint of the contract gets random garbage in its path, query and body, as a guest and
// as each account type: the answer may be any 2xx-4xx, never a 5xx (a crash, or bad input passed
// on to the legacy service).

let app: FastifyInstance;
let close: () => Promise<void>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ app, close } = await stack({ RATE_LIMIT_ALLOW: '127.0.0.1' }));
  const logins = {
    customer: ['customer@demo.co.za', false],
    business: ['organiser@demo.co.za', false],
    partner: ['partner@demo.co.za', true],
  } as const;
  for (const [type, [emailOrPhone, partner]] of Object.entries(logins)) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: SAME_ORIGIN,
      payload: { emailOrPhone, password: 'Demo1234!', partner },
    });
    cookies[type] = sessionCookie(res.headers['set-cookie']);
  }
});
afterAll(() => close());

const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.integer({ min: -5, max: 1_000_000_000 }).map(String),
  fc.constantFrom('1', '0', '-1', '..', '%00', 'null', '1e99', "1' OR '1'='1"),
);
const query = fc.dictionary(
  fc.constantFrom('q', 'limit', 'province', 'category', 'search', 'eventid', 'ticketid', 'id', 'x'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(
    fc.string({ maxLength: 12 }),
    fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.boolean()),
  ),
);

describe('fuzzed input on every endpoint', () => {
  it('never answers 5xx', async () => {
    for (const endpoint of endpointList) {
      const as = ['guest', 'customer', 'business', 'partner'];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...as),
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          query,
          body,
          async (who, segs, q, b) => {
            let i = 0;
            const path = endpoint.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(segs[i++] ?? 'x'));
            const search = new URLSearchParams(q).toString();
            const res = await app.inject({
              method: endpoint.method,
              url: search ? `${path}?${search}` : path,
              headers: { ...SAME_ORIGIN, ...(cookies[who] ? { cookie: cookies[who] } : {}) },
              ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: b as object }),
            });
            if (res.statusCode >= 500) {
              throw new Error(
                `${endpoint.method} ${path}?${search} as ${who} with ${JSON.stringify(b)}: ${res.statusCode} ${res.body}`,
              );
            }
            expect(res.statusCode).toBeLessThan(500);
          },
        ),
        { numRuns: 25, seed: 20261121 },
      );
    }
  }, 120_000);
});
