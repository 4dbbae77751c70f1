import { campaignBalanceCents } from '../domain/campaign.ts';
import type {
  CAMPAIGNS,
  GETSELECTCAMPAIGNS,
  LegacyRawOf,
  PLATFORMS,
  rawCampaignRow,
  UPDATESELECT,
} from '../legacy/index.ts';
import type { CampaignRow, CampaignSelection, DeviceStat } from '../model/campaign.ts';
import { posterUrl } from './browse.ts';
import { cents, count, countOrNull, firstText, listRows, word } from './shapes.ts';
import { day, flag, id, integer, randToCents, text } from './values.ts';

// The organiser's campaign list: rows, selection, device statistics.

type RawCampaignRow = import('zod').infer<typeof rawCampaignRow>;

export function normaliseCampaignRow(raw: RawCampaignRow): CampaignRow {
  const eventId = text(raw.eventid);
  const businessId = text(raw.businessid);
  const fees = {
    serviceFeesCents: cents(raw.feesDeductedDigital),
    printCostsCents: cents(raw.feesDeductedPhysical),
  };
  // A budget the row does not carry is unknown, not R0 (issue 40).
  const budgetCents = randToCents(raw.budget);
  // Budget minus both fees (the spec's rule, the one formula every screen uses); the legacy's own
  // balance only without a budget. A transfer takes what it moved out of the budget, so a
  // transferred campaign topped up later shows what it holds now, as /campaign and /downloadtickets do.
  // Neither sent: the balance is unknown, never 0 (issue 40).
  const balanceCents =
    budgetCents === null ? randToCents(raw.balance) : campaignBalanceCents({ budgetCents, ...fees });
  const picture = (file: unknown) => posterUrl(businessId ?? '', eventId ?? '', file);
  return {
    id: id(raw.campaignid),
    eventId,
    businessId,
    name: text(raw.campaignname),
    eventName: firstText(raw.eventname, raw.event_name),
    status: word(raw.campaignstatus) ?? 'stop',
    activation: text(raw.activation) === null ? null : integer(raw.activation),
    daysRemaining: text(raw.daysRemaining),
    period: text(raw.getPeriod),
    keywords: text(raw.keywords),
    budgetCents,
    ...fees,
    balanceCents,
    transferred: flag(raw.transferred),
    markedForTransfer: flag(raw.markedtransfer),
    selected: flag(raw.selected),
    estimatedRevenueCents: randToCents(raw.estdRevenue),
    digitalRevenueCents: randToCents(raw.digitalRevenue),
    physicalRevenueCents: randToCents(raw.physicalRevenue),
    buyers: count(raw.buyers),
    admissions: count(raw.admission),
    clicks: count(raw.eventClicks),
    uniqueClicks: count(raw.unique_clicks),
    views: count(raw.views),
    uniqueVisitors: count(raw.unique_visitors),
    eventDay: day(raw.eventday) ?? day(raw.event_day),
    eventFinishDay: day(raw.finish_day) ?? day(raw.enddate),
    startDay: day(raw.fromdate),
    endDay: day(raw.todate),
    posterUrl: picture(raw.poster),
    thumbnailUrl: picture(raw.thumbnail),
    theme: text(raw.theme),
    venue: text(raw.venue),
    expectedAttendees: countOrNull(raw.expected),
    startTime: text(raw.time),
    finishTime: text(raw.endtime),
  };
}

/** CAMPAIGNS: a list, `{val: 0}` or status failed (no campaigns). */
export const normaliseCampaignRows = (raw: LegacyRawOf<typeof CAMPAIGNS>): CampaignRow[] =>
  listRows(raw).map(normaliseCampaignRow);

/** GETSELECTCAMPAIGNS. The answer carries no business id: the poster path takes the caller's. */
export function normaliseCampaignSelection(
  raw: LegacyRawOf<typeof GETSELECTCAMPAIGNS>,
  businessId: string,
): CampaignSelection {
  const eventId = text(raw.eventid);
  return {
    selectedCount: count(raw.selectedCount),
    eventId,
    eventName: text(raw.eventname),
    campaignName: text(raw.campaignname),
    posterUrl: posterUrl(businessId, eventId ?? '', raw.poster),
    dates: text(raw.dates),
    theme: text(raw.theme),
    venue: text(raw.venue),
    expectedAttendees: countOrNull(raw.expectednum),
    startTime: text(raw.time),
    finishTime: text(raw.endtime),
  };
}

/** UPDATESELECT: the selected count after the change. */
export const normaliseSelectedCount = (raw: LegacyRawOf<typeof UPDATESELECT>): number =>
  count(raw.selectedCount);

/** PLATFORMS: a list of device counts, or `{val: 0}`. */
export const normaliseDeviceStats = (raw: LegacyRawOf<typeof PLATFORMS>): DeviceStat[] =>
  listRows(raw).map((row) => ({
    device: text(row.device),
    userAgent: text(row.useragent),
    count: count(row.platformCount),
  }));
