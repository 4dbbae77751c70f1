import type {
  CAMPAIGNSTATSUSS,
  FETCH_EVENT_COUNTS,
  LegacyRawOf,
  NUMBEROFBOOSTERDEACTIVATEDS,
  NUMBEROFCLIENTELE,
} from '../legacy/index.ts';
import { isNothing } from '../legacy/raw.ts';
import type { DashboardCounts, EventCounts } from '../model/organiser.ts';
import { countOrNull, oneRow } from './shapes.ts';
import { randToCents } from './values.ts';

// The organiser dashboard's counters. A count call answers one of PHP's forms of nothing (`val` 0
// and no count) when there is nothing to count: that is 0. An answer that says something but not
// the count is not 0: the count is unknown (null), and the dashboard says so.

/** 0 for an answer of nothing, the count when the answer carries it, else null (unknown). */
const countIn = (answer: unknown, value: unknown): number | null =>
  isNothing(answer) ? 0 : countOrNull(value);

export const normaliseEventCounts = (raw: LegacyRawOf<typeof FETCH_EVENT_COUNTS>): EventCounts => ({
  ongoing: countIn(raw, raw.ongoing),
  upcoming: countIn(raw, raw.upcoming),
  past: countIn(raw, raw.past),
  revenueCents: randToCents(raw.revenue),
});

export const normaliseCampaignCount = (raw: LegacyRawOf<typeof CAMPAIGNSTATSUSS>): number | null =>
  countIn(raw, raw.campaignCount);

export const normaliseClientCount = (raw: LegacyRawOf<typeof NUMBEROFCLIENTELE>): number | null =>
  countIn(raw, raw.clientCount);

/** The field name is not shown in the spec: boosterDeactivatedCount, else count. */
export function normaliseDeactivatedPromoterCount(
  raw: LegacyRawOf<typeof NUMBEROFBOOSTERDEACTIVATEDS>,
): number | null {
  const row = oneRow(raw);
  return row === undefined ? 0 : countIn(row, row.boosterDeactivatedCount ?? row.count);
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
