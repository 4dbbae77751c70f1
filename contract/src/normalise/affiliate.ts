import { recruitStatus } from '../domain/affiliate.ts';
import { PAYOUT_TYPES, type PayoutType } from '../domain/payouts.ts';
import type {
  LegacyRawOf,
  PARTNER_PAYOUT_AMOUNT,
  PARTNERDETAILS,
  PAYOUT_REQUEST_LIST,
  RECRUITS_AFFILIATECOUNT,
  RECRUITS_CAMPAIGNS,
  RECRUITS_FETCHRECRUITS,
  rawLinkedEvent,
  rawPartnerPayout,
  rawRecruit,
  SAVEAFFILIATEID,
} from '../legacy/index.ts';
import type {
  LinkedEvent,
  PartnerEarnings,
  PartnerLink,
  PartnerPayoutRequest,
  Recruit,
} from '../model/affiliate.ts';
import { cents, count, listRows, word } from './shapes.ts';
import { day, flag, text } from './values.ts';

type RawLinkedEvent = import('zod').infer<typeof rawLinkedEvent>;
type RawPartnerPayout = import('zod').infer<typeof rawPartnerPayout>;
type RawRecruit = import('zod').infer<typeof rawRecruit>;

/** PARTNERDETAILS as the affiliate pages read it: who the partner is and their affiliate id. */
export const normalisePartnerLink = (raw: LegacyRawOf<typeof PARTNERDETAILS>): PartnerLink => ({
  partnerId: text(raw.partnerid),
  name: text(raw.partnername),
  affiliateId: text(raw.affiliateid),
});

/** SAVEAFFILIATEID: the affiliate id now stored. */
export const normaliseSavedAffiliateId = (raw: LegacyRawOf<typeof SAVEAFFILIATEID>): string | null =>
  text(raw.affiliateid);

/** RECRUITS AFFILIATECOUNT: how many people the partner recruited (`val` 0: none). */
export const normaliseRecruitCount = (raw: LegacyRawOf<typeof RECRUITS_AFFILIATECOUNT>): number =>
  count(raw.affiliateCount);

/** PARTNER-PAYOUT-AMOUNT. Eligibility must be stated: a missing flag is not eligible. */
export const normalisePartnerEarnings = (
  raw: LegacyRawOf<typeof PARTNER_PAYOUT_AMOUNT>,
): PartnerEarnings => ({
  payoutCents: cents(raw.payout),
  totalEarningsCents: cents(raw.totalEarnings),
  availableEarningsCents: cents(raw.availableEarnings),
  eligible: flag(raw.isEligible),
});

const payoutType = (value: unknown): PayoutType | null =>
  PAYOUT_TYPES.find((type) => type === word(value)) ?? null;

export const normalisePartnerPayoutRequest = (raw: RawPartnerPayout): PartnerPayoutRequest => ({
  id: text(raw.payout_id),
  createdAt: text(raw.created_at),
  type: payoutType(raw.payout_type),
  amountCents: cents(raw.amount_requested),
  status: word(raw.payout_status),
  auditToken: text(raw.audit_token),
});

/** PAYOUT-REQUEST-LIST: a list, `{val: 0}` or status failed. */
export const normalisePartnerPayoutRequests = (
  raw: LegacyRawOf<typeof PAYOUT_REQUEST_LIST>,
): PartnerPayoutRequest[] => listRows(raw).map(normalisePartnerPayoutRequest);

export const normaliseLinkedEvent = (raw: RawLinkedEvent): LinkedEvent => ({
  eventName: text(raw.eventname),
  campaignStatus: word(raw.campaignstatus) ?? 'stop',
  organiserName: text(raw.organiser_name),
  keywords: text(raw.keywords),
  startDay: day(raw.fromdate),
  endDay: day(raw.todate),
  period: text(raw.getPeriod),
  daysRemaining: text(raw.daysRemaining),
  eventDay: day(raw.eventday),
  views: count(raw.views),
  uniqueVisitors: count(raw.unique_visitors),
  clicks: count(raw.eventClicks),
  uniqueClicks: count(raw.unique_clicks),
  admissions: count(raw.admission),
  buyers: count(raw.buyers),
  earningsCents: cents(raw.affiliateEarnings),
  refundsAllowed: flag(raw.refunds_allowed),
});

/** RECRUITS-CAMPAIGNS: a list, `{val: 0}` or status failed. */
export const normaliseLinkedEvents = (raw: LegacyRawOf<typeof RECRUITS_CAMPAIGNS>): LinkedEvent[] =>
  listRows(raw).map(normaliseLinkedEvent);

export function normaliseRecruit(raw: RawRecruit): Recruit {
  const eventName = text(raw.eventname);
  return {
    id: text(raw.recruitid),
    name: text(raw.recruit) ?? '',
    email: text(raw.email),
    eventId: text(raw.eventid),
    eventName: eventName === 'no' ? null : eventName,
    status: recruitStatus(eventName ?? 'no', word(raw.eventStatus) ?? ''),
  };
}

/** RECRUITS FETCHRECRUITS and SEARCHRECRUITS: a list, or `{val: 0}`. */
export const normaliseRecruits = (raw: LegacyRawOf<typeof RECRUITS_FETCHRECRUITS>): Recruit[] =>
  listRows(raw).map(normaliseRecruit);
