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
