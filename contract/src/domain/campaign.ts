import { type Cents, rand } from './money.ts';

// Campaign money and status rules (spec part 2, sections 2, 4, 5 and 9).

/** The smallest budget a campaign can be launched with (step R0.01). */
export const MIN_CAMPAIGN_BUDGET_CENTS: Cents = rand(10);
/** The estimated budget shown until the real estimate loads. */
export const DEFAULT_ESTIMATED_BUDGET_CENTS: Cents = rand(10);

export const CAMPAIGN_STATUSES = ['running', 'stopped'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** Only this status allows selling; the legacy's default is 'stop', and anything else blocks. */
export const RUNNING_CAMPAIGN_STATUS = 'running';

export interface CampaignMoney {
  budgetCents: Cents;
  /** 3.5% service fees deducted so far (the legacy's feesDeductedDigital). */
  serviceFeesCents: Cents;
  /** Print and download costs deducted so far (the legacy's feesDeductedPhysical). */
  printCostsCents: Cents;
}

/**
 * Budget minus both kinds of fees. Not clamped: a negative balance is a fact worth showing
 * (a sale can finish after the balance ran out), and every rule below treats it as empty.
 */
export function campaignBalanceCents(money: CampaignMoney): Cents {
  return money.budgetCents - money.serviceFeesCents - money.printCostsCents;
}

/** Whether a budget may launch a campaign (R10 minimum). */
export function isLaunchableBudget(budgetCents: Cents): boolean {
  return Number.isSafeInteger(budgetCents) && budgetCents >= MIN_CAMPAIGN_BUDGET_CENTS;
}

export const BID_MARGIN_LABELS = ['Lowest', 'Average', 'High', 'Higher'] as const;
export type BidMarginLabel = (typeof BID_MARGIN_LABELS)[number];

/**
 * The bid-margin label by budget: below R350 Lowest; R350 to R450 Average; R451 to R999 High;
 * R1000 and above Higher. The spec's ranges are in whole rand; amounts in the gaps
 * (R450.01 to R450.99, R999.01 to R999.99) take the label below, so each label starts at its
 * stated lower bound.
 */
export function bidMarginLabel(budgetCents: Cents): BidMarginLabel {
  if (budgetCents < rand(350)) return 'Lowest';
  if (budgetCents < rand(451)) return 'Average';
  if (budgetCents < rand(1000)) return 'High';
  return 'Higher';
}

/** The days-remaining marker the legacy sends for a campaign whose period is over. */
export const CAMPAIGN_ENDED_MARKER = '---';

/**
 * The one vocabulary for a campaign's status on every screen (/campaign, /campaignsuccess,
 * /campaigncancelled, the campaign list). The words are the spec's list labels ('Running',
 * 'Ended', 'Paused/Not started'); the last is split in two because every screen knows the
 * budget, and a campaign never funded (budget 0, the dashboard's 'draft') has not started.
 */
export const CAMPAIGN_STATUS_LABELS = {
  running: 'Running',
  ended: 'Ended',
  paused: 'Paused',
  notStarted: 'Not started',
} as const;
export type CampaignStatusLabel = (typeof CAMPAIGN_STATUS_LABELS)[keyof typeof CAMPAIGN_STATUS_LABELS];

export interface CampaignStatusFacts {
  /** The legacy's campaign status ('running' or anything else). */
  status: string | null;
  budgetCents: Cents | null;
  /** The campaign list's days remaining; '---' once the period is over. Absent elsewhere. */
  daysRemaining?: string | null;
}

/** The status a campaign shows, the same on every screen. */
export function campaignStatusLabel(facts: CampaignStatusFacts): CampaignStatusLabel {
  if (facts.status === RUNNING_CAMPAIGN_STATUS) return CAMPAIGN_STATUS_LABELS.running;
  if (facts.daysRemaining === CAMPAIGN_ENDED_MARKER) return CAMPAIGN_STATUS_LABELS.ended;
  if ((facts.budgetCents ?? 0) <= 0) return CAMPAIGN_STATUS_LABELS.notStarted;
  return CAMPAIGN_STATUS_LABELS.paused;
}

/** The dashboard badge: 'draft' while nothing is funded, otherwise the event status in lower case. */
export function eventStatusBadge(budgetCents: Cents, eventStatus: string): string {
  return budgetCents <= 0 ? 'draft' : eventStatus.toLowerCase();
}

/** The dashboard visibility column. */
export function visibilityLabel(campaignStatus: string): 'Active' | 'Inactive' {
  return campaignStatus === RUNNING_CAMPAIGN_STATUS ? 'Active' : 'Inactive';
}

/** A leftover balance may be moved to another event once, and only when there is one. */
export function canTransferBalance(balanceCents: Cents, alreadyTransferred: boolean): boolean {
  return balanceCents > 0 && !alreadyTransferred;
}

/**
 * Whether tickets may be prepared for print: something to print, and a cost below the campaign
 * balance (spec part 2, section 4: 'enabled only when the print quantity is above 0 and the cost
 * is below the budget'). A cost equal to the balance is refused: it would leave nothing to run
 * the campaign on. The one rule for the web, the BFF's check, MSW and the stand-in. A balance the
 * service did not send (null) is not judged: unknown is not zero (issue 40), and the legacy still
 * refuses a run its budget cannot pay for.
 */
export function canPreparePrint(quantity: number, costCents: Cents, balanceCents: Cents | null): boolean {
  return quantity > 0 && (balanceCents === null || costCents < balanceCents);
}

/**
 * What a campaign payment added to the budget: its amount once the provider confirmed it, and
 * nothing before or after a cancellation. A success page shows this, never an amount from its URL.
 */
export function creditedByPayment(state: 'pending' | 'paid' | 'cancelled', amountCents: Cents): Cents {
  return state === 'paid' ? amountCents : 0;
}

/**
 * Whether a card payment may credit the budget: it is still pending and the provider confirmed
 * the very amount asked for. A replayed confirmation finds it paid and credits nothing.
 */
export function mayCreditPayment(
  state: 'pending' | 'paid' | 'cancelled',
  askedCents: Cents,
  confirmedCents: Cents,
): boolean {
  return state === 'pending' && Number.isSafeInteger(askedCents) && askedCents === confirmedCents;
}
