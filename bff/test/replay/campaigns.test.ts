import type { CampaignList } from '@tix/contract/api/campaigns';
import type { EventAnalytics } from '@tix/contract/model/analytics';
import type { CampaignLaunchPage, CampaignPaymentOutcome } from '@tix/contract/model/campaign-launch';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_SAVE,
  CAMPAIGNS_AFTER_AS,
  CAMPAIGNS_AFTER_LOGIN,
  CAMPAIGNS_AS,
  CAMPAIGNS_LOGIN,
  CANCELLED_BUDGET,
  DRAFT_EVENT,
  FUNDED_EVENT,
  PAID_BUDGET,
  PAST_EVENT_NAME,
  TRANSFER_SEARCH,
} from '../../../mocks/src/wiremock/journeys/campaigns.ts';
import { replayBff } from './replay-bff.ts';

// The organiser's campaigns replayed from WireMock in the order the journey recorded them
// (mocks/src/wiremock/journeys/campaigns.ts).

const rig = replayBff([
  [CAMPAIGNS_AS, CAMPAIGNS_LOGIN],
  [CAMPAIGNS_AFTER_AS, CAMPAIGNS_AFTER_LOGIN],
]);

const send = async <T>(method: string, path: string, body?: unknown, as = CAMPAIGNS_AS) => {
  const r = await rig.client.send({ method, path, body, as });
  return { status: r.status, body: r.json as T };
};
const draft = `/api/organiser/events/${DRAFT_EVENT}/campaign`;

describe("the organiser's campaigns, replayed", () => {
  let pastCampaignId = '';
  let paymentId = '';
  let paidPaymentId = '';

  it('lists the campaigns with their money', async () => {
    const list = (await send<CampaignList>('GET', '/api/organiser/campaigns')).body;
    expect(list.campaigns.length).toBeGreaterThan(3);
    for (const c of list.campaigns)
      expect(c.balanceCents).toBe(c.budgetCents - c.serviceFeesCents - c.printCostsCents);
    pastCampaignId = list.campaigns.find((c) => c.eventName === PAST_EVENT_NAME)?.id ?? '';
    expect(pastCampaignId).not.toBe('');
  });

  it('saves a campaign for a draft, starts a card payment of R150.00 and cancels it', async () => {
    const page = (await send<CampaignLaunchPage>('GET', draft)).body;
    expect(page.budgetCents).toBe(0);
    const saved = await send<unknown>('PUT', draft, CAMPAIGN_SAVE);
    expect(saved.status).toBe(200);
    const started = await send<{ outcome: string; paymentId: string; fields: Record<string, string> }>(
      'POST',
      `${draft}/payments`,
      { budget: CANCELLED_BUDGET },
    );
    expect(started.status).toBe(200);
    expect(started.body.outcome).toBe('payfast');
    expect(started.body.fields.amount).toBe('150.00');
    paymentId = started.body.paymentId;
    const cancelled = await send<CampaignPaymentOutcome>(
      'POST',
      `${draft}/payments/${paymentId}/cancellation`,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ creditedCents: 0, budgetCents: 0 });
    const paid = await send<{ paymentId: string }>('POST', `${draft}/payments`, { budget: PAID_BUDGET });
    expect(paid.status).toBe(200);
    paidPaymentId = paid.body.paymentId;
    expect(paidPaymentId).not.toBe(paymentId);
  });

  it('selects every campaign and resumes them all', async () => {
    expect((await send('PUT', '/api/organiser/campaigns/selection', { selected: true })).status).toBe(200);
    const resumed = await send('POST', '/api/organiser/campaigns/selection/toggle', { action: 'resume' });
    expect(resumed.status).toBe(200);
  });

  it('reads a campaign’s devices, buyers and analytics', async () => {
    const at = `/api/organiser/events/${FUNDED_EVENT}`;
    expect((await send<unknown[]>('GET', `${at}/campaign/devices`)).status).toBe(200);
    const buyers = (await send<{ email: string | null }[]>('GET', `${at}/campaign/buyers`)).body;
    expect(buyers.length).toBeGreaterThan(0);
    const analytics = (await send<EventAnalytics>('GET', `${at}/analytics`)).body;
    expect(analytics.event.id).toBe(FUNDED_EVENT);
    expect(analytics.tiers.map((t) => t.tier)).toEqual(['vvip', 'vip', 'general']);
    expect(analytics.overall.sold).toBeGreaterThan(0);
  });

  it('moves a past event’s leftover balance to another event once', async () => {
    const base = `/api/organiser/campaigns/${pastCampaignId}`;
    expect((await send('POST', `${base}/transfer-mark`)).status).toBe(200);
    const targets = (
      await send<{ eventId: string }[]>('GET', `${base}/transfer-targets?search=${TRANSFER_SEARCH}`)
    ).body;
    expect(targets.length).toBeGreaterThan(0);
    const moved = await send('POST', `${base}/transfer`, { targetEventId: targets[0]?.eventId });
    expect(moved.status).toBe(200);
    const after = (await send<CampaignList>('GET', '/api/organiser/campaigns', undefined, CAMPAIGNS_AFTER_AS))
      .body;
    const past = after.campaigns.find((c) => c.id === pastCampaignId);
    // The transfer took the amount out of the budget (needs a recording made after issue 27).
    expect(past).toMatchObject({ transferred: true, balanceCents: 0 });
  });

  it('credits only the payment the provider confirmed, once; the launched event is public', async () => {
    const get = <T>(path: string) => send<T>('GET', path, undefined, CAMPAIGNS_AFTER_AS);
    const cancelled = (await get<CampaignPaymentOutcome>(`${draft}/payments/${paymentId}`)).body;
    expect(cancelled.payment.state).toBe('cancelled');
    expect(cancelled.creditedCents).toBe(0);
    const paid = (await get<CampaignPaymentOutcome>(`${draft}/payments/${paidPaymentId}`)).body;
    expect(paid.payment.state).toBe('paid');
    expect(paid.creditedCents).toBe(20_000);
    const page = (await get<CampaignLaunchPage>(draft)).body;
    expect(page.campaign?.name).toBe(CAMPAIGN_SAVE.campaignName);
    // R200.00 paid, the R150.00 launch cancelled: the budget holds the paid one alone.
    expect(page).toMatchObject({
      budgetCents: 20_000,
      balanceCents: 20_000,
      launched: true,
      status: 'running',
    });
    expect((await get<unknown>(`/api/events/${DRAFT_EVENT}`)).status).toBe(200);
  });
});
