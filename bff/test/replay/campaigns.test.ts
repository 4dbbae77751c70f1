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
  PAST_EVENT_NAME,
} from '../../../mocks/src/wiremock/journeys/campaigns.ts';
import { replayBff } from './replay-bff.ts';

// The organiser's campaigns replayed from WireMock (mocks/src/wiremock/journeys/campaigns.ts).

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
  let paidPaymentId = '';

  it('lists the campaigns with their money', async () => {
    const list = (await send<CampaignList>('GET', '/api/organiser/campaigns')).body;
    expect(list.campaigns.length).toBeGreaterThan(3);
    for (const c of list.campaigns)
      expect(c.balanceCents).toBe((c.budgetCents ?? Number.NaN) - c.serviceFeesCents - c.printCostsCents);
    pastCampaignId = list.campaigns.find((c) => c.eventName === PAST_EVENT_NAME)?.id ?? '';
    expect(pastCampaignId).not.toBe('');
  });

  // Replay keeps the state the journey left: the draft launched with R200.00 (the R150.00 launch
  // cancelled), a past campaign's balance moved, every campaign selected
  // (mocks/src/wiremock/journeys/campaigns.ts). Writes answer whatever values are sent.
  it('saves the campaign and starts a card payment whatever budget is typed', async () => {
    const page = (await send<CampaignLaunchPage>('GET', draft)).body;
    expect(page).toMatchObject({ budgetCents: 20_000, launched: true });
    const saved = await send<unknown>('PUT', draft, { ...CAMPAIGN_SAVE, keywords: 'anything QA types' });
    expect(saved.status).toBe(200);
    const started = await send<{ outcome: string; paymentId: string; fields: Record<string, string> }>(
      'POST',
      `${draft}/payments`,
      { budget: '175' },
    );
    expect(started.status).toBe(200);
    expect(started.body.outcome).toBe('payfast');
    paidPaymentId = started.body.paymentId;
    const again = await send<{ paymentId: string }>('POST', `${draft}/payments`, {
      budget: CANCELLED_BUDGET,
    });
    expect(again.body.paymentId).toBe(paidPaymentId);
    const cancelled = await send<CampaignPaymentOutcome>(
      'POST',
      `${draft}/payments/${paidPaymentId}/cancellation`,
    );
    expect(cancelled.status).toBe(200);
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

  it('moves a past event’s leftover balance once: replay says the recording moved it', async () => {
    const base = `/api/organiser/campaigns/${pastCampaignId}`;
    const mark = await send<{ detail: string }>('POST', `${base}/transfer-mark`);
    expect(mark.status).toBe(422);
    expect(mark.body.detail).toMatch(/has already been transferred/);
    const after = (await send<CampaignList>('GET', '/api/organiser/campaigns', undefined, CAMPAIGNS_AFTER_AS))
      .body;
    const past = after.campaigns.find((c) => c.id === pastCampaignId);
    // The transfer took the amount out of the budget (needs a recording made after issue 27).
    expect(past).toMatchObject({ transferred: true, balanceCents: 0 });
  });

  it('credits only the payment the provider confirmed, once; the launched event is public', async () => {
    const get = <T>(path: string) => send<T>('GET', path, undefined, CAMPAIGNS_AFTER_AS);
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
