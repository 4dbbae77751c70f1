import { campaignBalanceCents } from '@tix/contract/domain/campaign';
import { INACTIVE_AT_OR_BELOW_BALANCE_CENTS } from '@tix/contract/domain/events';
import { serviceFeeCents } from '@tix/contract/domain/organiser-costs';
import type { EventRecord, StandinData } from './model.ts';
import type { CampaignRecord } from './model-campaigns.ts';

// Every move of campaign money in the stand-in, one function each, so the invariant of
// model-campaigns.ts holds after any of them:
//   balance = budget − service fees − print costs (contract's campaignBalanceCents).
// A transfer takes the moved amount out of the source's budget, so the formula holds after it.
// Sales take their fee here; launches, top-ups and transfers come through here too.

export const campaignOf = (data: StandinData, eventId: number): CampaignRecord | undefined =>
  data.campaigns.find((c) => c.eventId === eventId);

/** What the invariant says the event's balance must be (the event's own budget when no campaign). */
export function expectedBalanceCents(data: StandinData, event: EventRecord): number {
  const c = campaignOf(data, event.id);
  if (!c) return event.balanceCents;
  return campaignBalanceCents({
    budgetCents: event.budgetCents,
    serviceFeesCents: c.serviceFeesCents,
    printCostsCents: c.printCostsCents,
  });
}

/** Whether every event's balance agrees with its campaign's figures. */
export const campaignBooksBalance = (data: StandinData): boolean =>
  data.events.every((e) => e.balanceCents === expectedBalanceCents(data, e));

/** A sale's 3.5% service fee leaves the budget; sales pause when the balance is R6 or less. */
export function chargeServiceFee(data: StandinData, event: EventRecord, saleCents: number): void {
  const fee = serviceFeeCents(saleCents);
  event.balanceCents -= fee;
  const campaign = campaignOf(data, event.id);
  if (campaign) campaign.serviceFeesCents += fee;
  if (event.balanceCents <= INACTIVE_AT_OR_BELOW_BALANCE_CENTS) event.campaignStatus = 'stop';
}

/** Print or download costs leave the budget (printing, a later issue, calls this). */
export function chargePrintCosts(data: StandinData, event: EventRecord, costCents: number): void {
  event.balanceCents -= costCents;
  const campaign = campaignOf(data, event.id);
  if (campaign) campaign.printCostsCents += costCents;
}

/** A launch or top-up paid (or credited): the budget and the balance grow by the amount. */
export function fundCampaign(event: EventRecord, amountCents: number): void {
  event.budgetCents += amountCents;
  event.balanceCents += amountCents;
}

/**
 * Moves `from`'s whole leftover balance to `to`'s budget, once. Nothing is created or lost: the
 * sum of balances is the same before and after. Returns the amount moved.
 */
export function transferBalance(data: StandinData, from: EventRecord, to: EventRecord): number {
  const campaign = campaignOf(data, from.id);
  if (!campaign || campaign.transferredCents !== null || from.balanceCents <= 0 || from.id === to.id)
    return 0;
  const amount = from.balanceCents;
  campaign.transferredCents = amount;
  campaign.markedTransfer = false;
  from.budgetCents -= amount;
  from.balanceCents = 0;
  if (from.campaignStatus === 'running') from.campaignStatus = 'stop';
  fundCampaign(to, amount);
  return amount;
}
