import { z } from 'zod';
import { lineText, longText, shortText } from './limits.ts';

// Campaigns: one event's campaign, the campaign list, selection and device statistics
// (spec part 2, sections 3 and 4). Money in cents; balance follows the domain rule.

const int = z.number().int();
const maybeText = z.string().nullable();

/** One event's campaign (CAMPAIGNESTIMATE; ADDCAMPAIGN answers the saved part). */
export const campaignSchema = z.object({
  id: maybeText,
  name: maybeText,
  keywords: maybeText,
  startDay: maybeText,
  /** The legacy's `duration` is the end date. */
  endDay: maybeText,
  budgetCents: int.nullable(),
  balanceCents: int.nullable(),
  estimatedBudgetCents: int.nullable(),
  creditCents: int.nullable(),
  exists: z.boolean(),
  status: maybeText,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** ESTIMATED-BUDGET: the suggested budget and the first-campaign credit. */
export const campaignBudgetEstimateSchema = z.object({
  estimatedBudgetCents: int.nullable(),
  creditCents: int,
});
export type CampaignBudgetEstimate = z.infer<typeof campaignBudgetEstimateSchema>;

/** What ADDCAMPAIGN echoes back once saved. */
export const savedCampaignSchema = campaignSchema.pick({
  name: true,
  keywords: true,
  startDay: true,
  endDay: true,
});
export type SavedCampaign = z.infer<typeof savedCampaignSchema>;

/** CHECKCAMPAIGN: whether the event has a campaign, with its images. */
export const campaignCheckSchema = z.object({
  exists: z.boolean(),
  eventId: maybeText,
  businessId: maybeText,
  thumbnailUrl: maybeText,
  imageUrl: maybeText,
});
export type CampaignCheck = z.infer<typeof campaignCheckSchema>;

/** RESUMECAMPAIGN toggles: whether the campaign now runs, and the campaigns page's count. */
export const campaignToggleSchema = z.object({
  running: z.boolean(),
  campaignCount: int.nullable(),
  message: maybeText,
});
export type CampaignToggle = z.infer<typeof campaignToggleSchema>;

/** A row of the campaign list (CAMPAIGNS). Field names of CampaignMoney for the money parts. */
export const campaignRowSchema = z.object({
  id: shortText(),
  eventId: lineText().nullable(),
  businessId: lineText().nullable(),
  name: lineText().nullable(),
  eventName: lineText().nullable(),
  /** Lower case; 'running' or anything else (the legacy's default is 'stop'). */
  status: shortText(),
  activation: int.nullable(),
  /** '---' once the period is over (CAMPAIGN_ENDED_MARKER). */
  daysRemaining: lineText().nullable(),
  period: lineText().nullable(),
  keywords: lineText().nullable(),
  /** Null when the row carries no budget: unknown, not R0 (issue 40). */
  budgetCents: int.nullable(),
  /** 3.5% service fees so far (feesDeductedDigital). */
  serviceFeesCents: int,
  /** Print and download costs so far (feesDeductedPhysical). */
  printCostsCents: int,
  /**
   * Budget minus both fees (campaignBalanceCents); a transfer took what it moved out of the budget.
   * Null when the row carries neither a budget nor a balance: unknown, not R0 (issue 40).
   */
  balanceCents: int.nullable(),
  /** The leftover was moved once; the list does not say how much (the service's refusal does). */
  transferred: z.boolean(),
  markedForTransfer: z.boolean(),
  selected: z.boolean(),
  estimatedRevenueCents: int.nullable(),
  digitalRevenueCents: int.nullable(),
  physicalRevenueCents: int.nullable(),
  buyers: int,
  admissions: int,
  clicks: int,
  uniqueClicks: int,
  views: int,
  uniqueVisitors: int,
  eventDay: lineText().nullable(),
  eventFinishDay: lineText().nullable(),
  startDay: lineText().nullable(),
  endDay: lineText().nullable(),
  posterUrl: longText().nullable(),
  thumbnailUrl: longText().nullable(),
  theme: lineText().nullable(),
  venue: lineText().nullable(),
  expectedAttendees: int.nullable(),
  startTime: lineText().nullable(),
  finishTime: lineText().nullable(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

/** GETSELECTCAMPAIGNS: how many rows are selected, and the event of the one selected. */
export const campaignSelectionSchema = z.object({
  selectedCount: int,
  eventId: maybeText,
  eventName: maybeText,
  campaignName: maybeText,
  posterUrl: maybeText,
  /** Shown as the legacy words it. */
  dates: maybeText,
  theme: maybeText,
  venue: maybeText,
  expectedAttendees: int.nullable(),
  startTime: maybeText,
  finishTime: maybeText,
});
export type CampaignSelection = z.infer<typeof campaignSelectionSchema>;

/** PLATFORMS: visits by device. */
export const deviceStatSchema = z.object({
  device: lineText().nullable(),
  userAgent: lineText().nullable(),
  count: int,
});
export type DeviceStat = z.infer<typeof deviceStatSchema>;
