import type {
  CAMPAIGNSTATSUSS,
  FETCH_EVENT_COUNTS,
  LegacyRawOf,
  NUMBEROFBOOSTERDEACTIVATEDS,
  NUMBEROFCLIENTELE,
} from '../legacy/index.ts';
import type { DashboardCounts, EventCounts } from '../model/organiser.ts';
import { count, oneRow } from './shapes.ts';
import { randToCents } from './values.ts';

// The organiser dashboard's counters. Each count call answers `val` 0 with no count when there
// is nothing, so a missing count is 0.

export const normaliseEventCounts = (raw: LegacyRawOf<typeof FETCH_EVENT_COUNTS>): EventCounts => ({
  ongoing: count(raw.ongoing),
  upcoming: count(raw.upcoming),
  past: count(raw.past),
  revenueCents: randToCents(raw.revenue),
});

export const normaliseCampaignCount = (raw: LegacyRawOf<typeof CAMPAIGNSTATSUSS>): number =>
  count(raw.campaignCount);

export const normaliseClientCount = (raw: LegacyRawOf<typeof NUMBEROFCLIENTELE>): number =>
  count(raw.clientCount);

/** The field name is not shown in the spec: boosterDeactivatedCount, else count. */
export function normaliseDeactivatedPromoterCount(
  raw: LegacyRawOf<typeof NUMBEROFBOOSTERDEACTIVATEDS>,
): number {
  const row = oneRow(raw);
  return count(row?.boosterDeactivatedCount ?? row?.count);
}

export interface RawDashboardCounts {
  events: LegacyRawOf<typeof FETCH_EVENT_COUNTS>;
  campaigns: LegacyRawOf<typeof CAMPAIGNSTATSUSS>;
  clients: LegacyRawOf<typeof NUMBEROFCLIENTELE>;
  deactivatedPromoters: LegacyRawOf<typeof NUMBEROFBOOSTERDEACTIVATEDS>;
}

/** The four count answers the dashboard loads, as one set of counters. */
export const normaliseDashboardCounts = (raw: RawDashboardCounts): DashboardCounts => ({
  ...normaliseEventCounts(raw.events),
  campaignCount: normaliseCampaignCount(raw.campaigns),
  clientCount: normaliseClientCount(raw.clients),
  deactivatedPromoterCount: normaliseDeactivatedPromoterCount(raw.deactivatedPromoters),
});
