import { z } from 'zod';
import { BID_MARGIN_LABELS, CAMPAIGN_STATUSES } from '../domain/campaign.ts';
import { lineText, longText, shortText } from './limits.ts';

// /campaign, /campaignsuccess and /campaigncancelled (spec part 2, sections 2, 4, 5 and 7): one
// event's campaign, its funding by card or first-campaign credit, and what a payment credited.
// Money in cents.

const int = z.number().int();

/** The event the campaign promotes, as /campaign summarises it. */
export const campaignEventSummarySchema = z.object({
  id: shortText(),
  name: lineText(),
  day: shortText(),
  finishDay: shortText().nullable(),
  startTime: shortText().nullable(),
  finishTime: shortText().nullable(),
  venue: lineText().nullable(),
  theme: lineText().nullable(),
  posterUrl: longText().nullable(),
});

/** A saved campaign: name, keywords and period. */
export const savedCampaignDetailsSchema = z.object({
  id: shortText(),
  name: lineText(),
  keywords: lineText(),
  /** YYYY-MM-DD */
  startDay: shortText().nullable(),
  /** YYYY-MM-DD (the legacy's `duration`). */
  endDay: shortText().nullable(),
});

/** Everything /campaign shows. */
export const campaignLaunchPageSchema = z.object({
  event: campaignEventSummarySchema,
  /** Null until the campaign is saved. */
  campaign: savedCampaignDetailsSchema.nullable(),
  /** ESTIMATED-BUDGET's suggestion; R10 when the legacy sends none. */
  estimatedBudgetCents: int,
  /** The first-campaign credit on offer; 0 when none. */
  creditCents: int,
  budgetCents: int,
  /** Budget minus fees (and any balance moved out). */
  balanceCents: int,
  status: z.enum(CAMPAIGN_STATUSES),
  /** Funded at least once (by card or credit): the page offers 'Top up budget'. */
  launched: z.boolean(),
  bidMargin: z.enum(BID_MARGIN_LABELS),
});
export type CampaignLaunchPage = z.infer<typeof campaignLaunchPageSchema>;

export const CAMPAIGN_PAYMENT_STATES = ['pending', 'paid', 'cancelled'] as const;
export type CampaignPaymentState = (typeof CAMPAIGN_PAYMENT_STATES)[number];

/** One card payment of a campaign's budget, as the provider's notification left it. */
export const campaignPaymentSchema = z.object({
  id: shortText(),
  amountCents: int,
  state: z.enum(CAMPAIGN_PAYMENT_STATES),
});
export type CampaignPayment = z.infer<typeof campaignPaymentSchema>;

/** /campaignsuccess and /campaigncancelled: the payment and the campaign's money as the server has them. */
export const campaignPaymentOutcomeSchema = z.object({
  payment: campaignPaymentSchema,
  /** What this payment added to the budget: its amount once paid, else 0. */
  creditedCents: int,
  campaignName: lineText().nullable(),
  budgetCents: int,
  balanceCents: int,
  status: z.enum(CAMPAIGN_STATUSES),
});
export type CampaignPaymentOutcome = z.infer<typeof campaignPaymentOutcomeSchema>;

/** The answer to saving: the service's message and the page afresh. */
export const campaignSaveAnswerSchema = z.object({
  message: longText(),
  page: campaignLaunchPageSchema,
});
export type CampaignSaveAnswer = z.infer<typeof campaignSaveAnswerSchema>;
