import type {
  ADDCAMPAIGN,
  CAMPAIGNESTIMATE,
  CHECKCAMPAIGN,
  ESTIMATED_BUDGET,
  LegacyRawOf,
  RESUMECAMPAIGN,
} from '../legacy/index.ts';
import type {
  Campaign,
  CampaignBudgetEstimate,
  CampaignCheck,
  CampaignToggle,
  SavedCampaign,
} from '../model/campaign.ts';
import { posterUrl } from './browse.ts';
import { cents, countOrNull, oneRow, word } from './shapes.ts';
import { day, flag, randToCents, text } from './values.ts';

// One event's campaign: estimate, saved campaign, existence check, pause/resume. The campaign
// list is in campaign-list.ts.

/** ESTIMATED-BUDGET. No credit sent means no first-campaign credit. */
export const normaliseBudgetEstimate = (
  raw: LegacyRawOf<typeof ESTIMATED_BUDGET>,
): CampaignBudgetEstimate => ({
  estimatedBudgetCents: randToCents(raw.estedBudget),
  creditCents: cents(raw.creditAmount),
});

/** ADDCAMPAIGN's echo of what was saved (its status is the caller's business). */
export const normaliseSavedCampaign = (raw: LegacyRawOf<typeof ADDCAMPAIGN>): SavedCampaign => ({
  name: text(raw.campaign_name),
  keywords: text(raw.keywords),
  startDay: day(raw.campaign_start_date),
  endDay: day(raw.duration),
});

/** CAMPAIGNESTIMATE: the event's campaign, or an empty one when none exists yet. */
export function normaliseCampaign(raw: LegacyRawOf<typeof CAMPAIGNESTIMATE>): Campaign {
  const row = oneRow(raw) ?? {};
  const campaignId = text(row.campaign_id);
  return {
    id: campaignId,
    name: text(row.campaign_name),
    keywords: text(row.keywords),
    startDay: day(row.campaign_start_date),
    endDay: day(row.duration),
    budgetCents: randToCents(row.currentBudget),
    balanceCents: randToCents(row.currentBalance),
    estimatedBudgetCents: randToCents(row.estedBudget),
    creditCents: randToCents(row.creditAmount),
    exists: text(row.is_campaign_exist) === null ? campaignId !== null : flag(row.is_campaign_exist),
    status: word(row.campaign_status),
  };
}

/** CHECKCAMPAIGN. Images are file names under the event's poster path. */
export function normaliseCampaignCheck(
  raw: LegacyRawOf<typeof CHECKCAMPAIGN>,
  eventId: string,
): CampaignCheck {
  const businessId = text(raw.businessid);
  const image = (file: unknown) => posterUrl(businessId ?? '', text(raw.eventid) ?? eventId, file);
  return {
    exists: flag(raw.checkcampaign),
    eventId: text(raw.eventid) ?? eventId,
    businessId,
    thumbnailUrl: image(raw.thumbnail),
    imageUrl: image(raw.image),
  };
}

/** RESUMECAMPAIGN toggles: status 'stop' means it is now paused. */
export function normaliseCampaignToggle(raw: LegacyRawOf<typeof RESUMECAMPAIGN>): CampaignToggle {
  const status = word(raw.status);
  return {
    running: status !== 'stop' && status !== 'failed',
    campaignCount: countOrNull(raw.campaignCount),
    message: text(raw.message),
  };
}
