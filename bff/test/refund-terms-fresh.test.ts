import { refundTermsVersion, TERMS_CHANGED_MESSAGE } from '@tix/contract/domain/refund-terms-version';
import type { RefundTerms } from '@tix/contract/model/refund';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { createSeed } from '../../mocks/src/legacy/seed/index.ts';
import { loginAs } from './checkout-helpers.ts';
import { SAME_ORIGIN } from './helpers.ts';
import { stack } from './standin.ts';

// The refund terms a buyer agrees to at checkout are the event's terms now, not those of up to a
// cache lifetime ago (issue 42): every write that changes them forgets the cached reads they are
// made of. Public reads kept a minute here, so only the forgetting can explain a fresh answer.
// Seed: the demo organiser owns event 3 (nothing sold yet, refunds allowed, platform tiers).

let app: FastifyInstance;
let standin: FastifyInstance;
let close: () => Promise<void>;
let organiser = '';
beforeAll(async () => {
  ({ app, standin, close } = await stack({ CACHE_TTL_MS: '60000' }));
  organiser = await loginAs(app, 'organiser@demo.co.za');
});
beforeEach(() => {
  const s = standinOf(standin);
  s.data = createSeed(s.now());
  app.readCache.clear();
});
afterAll(() => close());

const terms = async (): Promise<RefundTerms> => {
  const res = await app.inject({ method: 'GET', url: '/api/events/3/refund-terms', headers: SAME_ORIGIN });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RefundTerms;
};
const asOrganiser = (url: string, payload: object) =>
  app.inject({ method: 'PUT', url, headers: { ...SAME_ORIGIN, cookie: organiser }, payload });

describe('refund terms after the organiser changes them', () => {
  it('shows refunds turned off at once', async () => {
    expect((await terms()).refundsAllowed).toBe(true);
    const off = await asOrganiser('/api/organiser/events/3/refunds', { refundsAllowed: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await terms()).refundsAllowed).toBe(false);
  });

  it("shows the organiser's new rules at once", async () => {
    expect((await terms()).source).toBe('platform');
    const saved = await asOrganiser('/api/organiser/events/3/refund-rules', {
      cutOffDaysOne: 14,
      feeTypeOne: 'flat',
      feeAmountOne: 5,
      cutOffDaysTwo: 7,
      feeTypeTwo: 'percent',
      feeAmountTwo: 10,
      cutOffDaysThree: 3,
      feeTypeThree: 'percent',
      feeAmountThree: 50,
      feeTypeZero: 'flat',
      feeAmountZero: 0,
      autoRefund: false,
      maxAttempts: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const now = await terms();
    expect(now.source).toBe('organiser');
    expect(now.lines[0]?.fee).toEqual({ percent: 0, flatCents: 500 });
  });
});

describe('paying with the terms the buyer was shown', () => {
  const pay = async (customer: string, termsVersion: string) =>
    app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...SAME_ORIGIN, cookie: customer, 'idempotency-key': `terms-${termsVersion}` },
      payload: {
        token: `checkout-token-terms-${termsVersion}`,
        eventId: '3',
        ticketId: '5009',
        group: 'adults',
        quantity: 1,
        method: 'payfast',
        termsVersion,
      },
    });

  it('starts the payment when the terms shown are the event’s terms now', async () => {
    const customer = await loginAs(app, 'customer@demo.co.za');
    const res = await pay(customer, refundTermsVersion(await terms()));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses to start it when the organiser changed the terms since, and the new terms are then read', async () => {
    const customer = await loginAs(app, 'customer@demo.co.za');
    const shown = await terms();
    const off = await asOrganiser('/api/organiser/events/3/refunds', { refundsAllowed: false });
    expect(off.statusCode, off.body).toBe(200);
    const res = await pay(customer, refundTermsVersion(shown));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(TERMS_CHANGED_MESSAGE);
    // What the page reads again is the new terms, and paying with them goes through.
    const now = await terms();
    expect(now.refundsAllowed).toBe(false);
    expect((await pay(customer, refundTermsVersion(now))).statusCode).toBe(200);
  });
});
