import { z } from 'zod';
import { RECRUIT_STATUSES } from '../domain/affiliate.ts';
import { PAYOUT_TYPES } from '../domain/payouts.ts';
import { lineText, shortText } from './limits.ts';

// The affiliate (partner) programme (spec part 3, sections 2, 3 and 4).

const int = z.number().int();
const maybeText = lineText().nullable();

/** The partner's link facts (PARTNERDETAILS, SAVEAFFILIATEID). */
export const partnerLinkSchema = z.object({
  partnerId: maybeText,
  name: maybeText,
  /** null until the partner saves one. */
  affiliateId: maybeText,
});
export type PartnerLink = z.infer<typeof partnerLinkSchema>;

/** PARTNER-PAYOUT-AMOUNT. */
export const partnerEarningsSchema = z.object({
  payoutCents: int,
  totalEarningsCents: int,
  availableEarningsCents: int,
  eligible: z.boolean(),
});
export type PartnerEarnings = z.infer<typeof partnerEarningsSchema>;

/** A row of the partner's payout request history (PAYOUT-REQUEST-LIST). */
export const partnerPayoutRequestSchema = z.object({
  id: maybeText,
  createdAt: maybeText,
  type: z.enum(PAYOUT_TYPES).nullable(),
  amountCents: int,
  /** Lower case; the spec shows pending and paid, without the full list. */
  status: maybeText,
  auditToken: maybeText,
});
export type PartnerPayoutRequest = z.infer<typeof partnerPayoutRequestSchema>;

/** An event linked to the partner through a recruit (RECRUITS-CAMPAIGNS). */
export const linkedEventSchema = z.object({
  eventName: maybeText,
  campaignStatus: shortText(),
  organiserName: maybeText,
  keywords: maybeText,
  startDay: maybeText,
  endDay: maybeText,
  period: maybeText,
  daysRemaining: maybeText,
  eventDay: maybeText,
  views: int,
  uniqueVisitors: int,
  clicks: int,
  uniqueClicks: int,
  admissions: int,
  buyers: int,
  earningsCents: int,
  refundsAllowed: z.boolean(),
});
export type LinkedEvent = z.infer<typeof linkedEventSchema>;

/** A recruit (RECRUITS FETCHRECRUITS, SEARCHRECRUITS). */
export const recruitSchema = z.object({
  id: maybeText,
  name: lineText(),
  email: maybeText,
  eventId: maybeText,
  /** null when the recruit has no event (the legacy's 'no'). */
  eventName: maybeText,
  status: z.enum(RECRUIT_STATUSES),
});
export type Recruit = z.infer<typeof recruitSchema>;
