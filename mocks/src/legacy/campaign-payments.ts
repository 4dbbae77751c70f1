import { mayCreditPayment } from '@tix/contract/domain/campaign';
import { INACTIVE_AT_OR_BELOW_BALANCE_CENTS } from '@tix/contract/domain/events';
import { campaignOf, fundCampaign } from './campaign-money.ts';
import { instantOf } from './clock.ts';
import type { EventRecord, StandinData } from './model.ts';
import type { CampaignPaymentRecord, CampaignRecord } from './model-campaigns.ts';

// Campaign card payments (launch and top-up): recorded pending by the payment-credentials
// script, credited once by the provider's notify (ITN), or cancelled. The money moves through
// campaign-money.ts only.

/** The first-campaign credit the stand-in grants an organiser who never funded an event (ours). */
export const FIRST_CAMPAIGN_CREDIT_CENTS = 5000;

export const findCampaignPayment = (data: StandinData, id: string): CampaignPaymentRecord | undefined =>
  data.campaignPayments.find((p) => p.id === id);

let counter = 0;

export function recordCampaignPayment(
  data: StandinData,
  campaign: CampaignRecord,
  amountCents: number,
  at: string,
): CampaignPaymentRecord {
  counter += 1;
  const payment: CampaignPaymentRecord = {
    id: `campaign_${campaign.id}_${instantOf(at).toString(36)}${counter.toString(36)}`,
    eventId: campaign.eventId,
    campaignId: campaign.id,
    amountCents,
    status: 'pending',
    createdAt: at,
    settledAt: null,
  };
  data.campaignPayments.push(payment);
  return payment;
}

/** Funding starts the campaign when the balance is above the R6 at which sales stop. */
function fund(event: EventRecord, amountCents: number): void {
  fundCampaign(event, amountCents);
  if (
    event.balanceCents > INACTIVE_AT_OR_BELOW_BALANCE_CENTS &&
    !event.deletedAt &&
    event.state !== 'cancelled'
  )
    event.campaignStatus = 'running';
}

/**
 * The provider's notify (ITN) for a campaign payment: credits the budget when the payment is
 * still pending and the confirmed amount is the one asked for. A replay credits nothing.
 */
export function confirmCampaignPayment(
  data: StandinData,
  payment: CampaignPaymentRecord,
  confirmedCents: number,
  at: string,
): boolean {
  if (!mayCreditPayment(payment.status, payment.amountCents, confirmedCents)) return false;
  const event = data.events.find((e) => e.id === payment.eventId);
  if (!event) return false;
  payment.status = 'paid';
  payment.settledAt = at;
  fund(event, payment.amountCents);
  return true;
}

/** The organiser cancelled at the provider: a pending payment is closed, nothing moves. */
export function cancelCampaignPayment(payment: CampaignPaymentRecord, at: string): boolean {
  if (payment.status !== 'pending') return false;
  payment.status = 'cancelled';
  payment.settledAt = at;
  return true;
}

/** Whether the organiser may still use the first-campaign credit: nothing of theirs was ever funded. */
export function firstCampaignCreditCents(data: StandinData, businessId: number): number {
  const funded = data.events.some((e) => e.businessId === businessId && e.budgetCents > 0);
  const credited = data.campaigns.some((c) => c.businessId === businessId && c.credit);
  return funded || credited ? 0 : FIRST_CAMPAIGN_CREDIT_CENTS;
}

/** Applies the first-campaign credit to the event's campaign, once per organiser. */
export function applyFirstCampaignCredit(data: StandinData, event: EventRecord): number {
  const campaign = campaignOf(data, event.id);
  const credit = firstCampaignCreditCents(data, event.businessId);
  if (!campaign || credit <= 0) return 0;
  campaign.credit = true;
  fund(event, credit);
  return credit;
}
