import type { PayoutPage, RefundManagement, SalesReport } from '@tix/contract/api/organiser-money';
import { PAYOUT_FEE_CENTS } from '@tix/contract/domain/payouts';
import { PAYOUT_MESSAGES } from '@tix/contract/forms/payouts';
import { describe, expect, it } from 'vitest';
import { ORGANISER_REFUND_MESSAGES } from '../../../mocks/src/legacy/handlers/organiser-refunds.ts';
import {
  MONEY_AFTER_AS,
  MONEY_AFTER_LOGIN,
  MONEY_AS,
  MONEY_LOGIN,
  MONEY_RULES,
  PARTIAL_PAYOUT,
  SOLD_EVENT,
  UNSOLD_EVENT,
} from '../../../mocks/src/wiremock/journeys/organiser-money.ts';
import { replayBff } from './replay-bff.ts';

// The organiser's money replayed from WireMock in the order the journey recorded it
// (mocks/src/wiremock/journeys/organiser-money.ts).

const rig = replayBff([
  [MONEY_AS, MONEY_LOGIN],
  [MONEY_AFTER_AS, MONEY_AFTER_LOGIN],
]);

const send = async <T>(method: string, path: string, body?: unknown, as = MONEY_AS) => {
  const r = await rig.client.send({ method, path, body, as });
  return { status: r.status, body: r.json as T };
};
const sold = `/api/organiser/events/${SOLD_EVENT}`;
const unsold = `/api/organiser/events/${UNSOLD_EVENT}`;

describe("the organiser's money, replayed", () => {
  it('reads the payout page: the net is gross less refunds less the R10 fee', async () => {
    const page = await send<PayoutPage>('GET', `${sold}/payout`);
    expect(page.status).toBe(200);
    const s = page.body.summary;
    expect(s?.grossSalesCents).toBeGreaterThan(0);
    expect(s?.netPayoutCents).toBe((s?.netCents ?? 0) - (s?.approvedRefundsCents ?? 0) - PAYOUT_FEE_CENTS);
    expect(page.body.availableCents).toBe((s?.netPayoutCents ?? 0) - (s?.payoutsRequestedCents ?? 0));
    expect((page.body.breakdown ?? []).reduce((sum, r) => sum + r.revenueCents, 0)).toBe(s?.grossSalesCents);
  });

  it('refuses a payout above the net and takes a partial one', async () => {
    const over = await send<{ detail: string }>('POST', `${sold}/payouts`, {
      payoutType: 'partial',
      amount: 9_999_999,
    });
    expect(over.status).toBe(422);
    expect(over.body.detail).toBe(PAYOUT_MESSAGES.exceedsNetPayout);
    const done = await send<{ requestedCents: number }>('POST', `${sold}/payouts`, {
      payoutType: 'partial',
      amount: PARTIAL_PAYOUT,
    });
    expect(done.status).toBe(200);
    expect(done.body.requestedCents).toBe(PARTIAL_PAYOUT * 100);
  });

  it('says no sales have been made yet for the unsold event', async () => {
    const page = await send<PayoutPage>('GET', `${unsold}/payout`);
    expect(page.body.message).toBe(PAYOUT_MESSAGES.noSales);
    expect(page.body.breakdown).toEqual([]);
  });

  it('saves the rules of the unsold event and refuses them for the sold one', async () => {
    const empty = await send<RefundManagement>('GET', `${unsold}/refunds`);
    expect(empty.body.settings.policyLocked).toBe(false);
    expect(empty.body.requests).toEqual([]);
    expect((await send('PUT', `${unsold}/refund-rules`, MONEY_RULES)).status).toBe(200);
    const locked = await send<RefundManagement>('GET', `${sold}/refunds`);
    expect(locked.body.settings.policyLocked).toBe(true);
    const refused = await send<{ detail: string }>('PUT', `${sold}/refund-rules`, MONEY_RULES);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe(ORGANISER_REFUND_MESSAGES.locked);
  });

  it('gives the sales report', async () => {
    const report = await send<SalesReport>('GET', `${sold}/report`);
    expect(report.status).toBe(200);
    expect(report.body.byTier.reduce((s, r) => s + r.revenueCents, 0)).toBe(report.body.grossCents);
    expect(report.body.byDay.length).toBeGreaterThan(0);
  });

  it('shows the payout and the saved rules to a later session', async () => {
    const after = await send<PayoutPage>('GET', `${sold}/payout`, undefined, MONEY_AFTER_AS);
    // The seed has no payout requests: the journey's is the only one.
    expect(after.body.summary?.payoutsRequestedCents).toBe(PARTIAL_PAYOUT * 100);
    expect(after.body.summary?.status).toBe('Pending');
    expect(after.body.availableCents).toBe((after.body.summary?.netPayoutCents ?? 0) - PARTIAL_PAYOUT * 100);
    const rules = await send<RefundManagement>('GET', `${unsold}/refunds`, undefined, MONEY_AFTER_AS);
    expect(rules.body.settings.rules?.tiers[0]).toEqual({
      name: 'one',
      cutOffDays: 21,
      fee: { percent: 0, flatCents: 1250 },
    });
    expect(rules.body.settings.maxAttempts).toBe(1);
  });
});
