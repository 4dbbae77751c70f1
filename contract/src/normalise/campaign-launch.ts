import { bidMarginLabel, DEFAULT_ESTIMATED_BUDGET_CENTS } from '../domain/campaign.ts';
import type { CAMPAIGNESTIMATE, ESTIMATED_BUDGET, LegacyRawOf } from '../legacy/index.ts';
import type { CampaignLaunchPage, CampaignPayment, CampaignPaymentState } from '../model/campaign-launch.ts';
import { normaliseEventDetail } from './browse.ts';
import { normaliseBudgetEstimate, normaliseCampaign } from './campaigns.ts';
import { cents, oneRow, word } from './shapes.ts';
import { text } from './values.ts';

// /campaign and its payment pages: the event's summary, its campaign and the campaign's card
// payments (CAMPAIGNESTIMATE's `payments`, ours).

const STATES: Record<string, CampaignPaymentState> = {
  pending: 'pending',
  paid: 'paid',
  complete: 'paid',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/** The campaign's card payments; rows without an id are dropped, unknown states read as pending. */
export function normaliseCampaignPayments(raw: LegacyRawOf<typeof CAMPAIGNESTIMATE>): CampaignPayment[] {
  const rows = oneRow(raw)?.payments ?? [];
  return rows.flatMap((row) => {
    const id = text(row.m_payment_id);
    if (!id) return [];
    return [{ id, amountCents: cents(row.amount), state: STATES[word(row.status) ?? ''] ?? 'pending' }];
  });
}

export interface RawCampaignLaunchPage {
  detail: Parameters<typeof normaliseEventDetail>[0];
  estimate: LegacyRawOf<typeof ESTIMATED_BUDGET>;
  campaign: LegacyRawOf<typeof CAMPAIGNESTIMATE>;
}

/** Everything /campaign shows, from FETCH-EVENT-DETAILS, ESTIMATED-BUDGET and CAMPAIGNESTIMATE. */
export function normaliseCampaignLaunchPage(raw: RawCampaignLaunchPage, eventId: string): CampaignLaunchPage {
  const event = normaliseEventDetail(raw.detail, eventId);
  const campaign = normaliseCampaign(raw.campaign);
  const estimate = normaliseBudgetEstimate(raw.estimate);
  const budgetCents = campaign.budgetCents ?? 0;
  const estimatedBudgetCents = estimate.estimatedBudgetCents ?? DEFAULT_ESTIMATED_BUDGET_CENTS;
  return {
    event: {
      id: event.id,
      name: event.name,
      day: event.day,
      finishDay: event.finishDay,
      startTime: event.startTime,
      finishTime: event.finishTime,
      venue: event.venue,
      theme: event.theme,
      posterUrl: event.posterUrl,
    },
    campaign:
      campaign.exists && campaign.id
        ? {
            id: campaign.id,
            name: campaign.name ?? '',
            keywords: campaign.keywords ?? '',
            startDay: campaign.startDay,
            endDay: campaign.endDay,
          }
        : null,
    estimatedBudgetCents,
    creditCents: Math.max(0, estimate.creditCents),
    budgetCents,
    balanceCents: campaign.balanceCents ?? budgetCents,
    status: campaign.status === 'running' ? 'running' : 'stopped',
    launched: budgetCents > 0,
    bidMargin: bidMarginLabel(estimatedBudgetCents),
  };
}
