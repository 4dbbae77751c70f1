import { describe, expect, it } from 'vitest';
import {
  CAMPAIGNSTATSUSS,
  FETCH_EVENT_COUNTS,
  NUMBEROFBOOSTERDEACTIVATEDS,
  NUMBEROFCLIENTELE,
} from '../../legacy/index.ts';
import { dashboardCountsSchema } from '../../model/organiser.ts';
import {
  normaliseCampaignCount,
  normaliseClientCount,
  normaliseDashboardCounts,
  normaliseDeactivatedPromoterCount,
  normaliseEventCounts,
} from '../dashboard.ts';

describe('dashboard counters', () => {
  it('reads counts sent as strings and the revenue in rand', () => {
    const raw = FETCH_EVENT_COUNTS.response.parse({
      ongoing: '1',
      upcoming: 4,
      past: '12',
      revenue: '18250.75',
    });
    expect(normaliseEventCounts(raw)).toEqual({ ongoing: 1, upcoming: 4, past: 12, revenueCents: 1825075 });
  });

  it('keeps a missing revenue apart from R0', () => {
    const raw = FETCH_EVENT_COUNTS.response.parse({ ongoing: 0, upcoming: 0, past: 0, revenue: null });
    expect(normaliseEventCounts(raw).revenueCents).toBeNull();
  });

  it('reads `val: 0` without a count as none', () => {
    expect(normaliseCampaignCount(CAMPAIGNSTATSUSS.response.parse({ val: 0 }))).toBe(0);
    expect(normaliseCampaignCount(CAMPAIGNSTATSUSS.response.parse({ val: '1', campaignCount: '3' }))).toBe(3);
  });

  it('keeps a count an answer left out apart from 0: nothing is 0, a missing count is unknown', () => {
    expect(normaliseCampaignCount(CAMPAIGNSTATSUSS.response.parse({ val: '1' }))).toBeNull();
    expect(normaliseClientCount(NUMBEROFCLIENTELE.response.parse({ val: '1' }))).toBeNull();
    expect(normaliseClientCount(NUMBEROFCLIENTELE.response.parse({ val: '0' }))).toBe(0);
    const named = NUMBEROFBOOSTERDEACTIVATEDS.response.parse({ val: 1, total: '2' });
    expect(normaliseDeactivatedPromoterCount(named)).toBeNull();
  });

  it('finds the deactivated promoter count under either name, in an object or a list', () => {
    const named = NUMBEROFBOOSTERDEACTIVATEDS.response.parse({ val: 1, boosterDeactivatedCount: '2' });
    const plain = NUMBEROFBOOSTERDEACTIVATEDS.response.parse([{ count: '5' }]);
    const empty = NUMBEROFBOOSTERDEACTIVATEDS.response.parse([]);
    expect(normaliseDeactivatedPromoterCount(named)).toBe(2);
    expect(normaliseDeactivatedPromoterCount(plain)).toBe(5);
    expect(normaliseDeactivatedPromoterCount(empty)).toBe(0);
  });

  it('gathers the four answers into the dashboard counters', () => {
    const counts = normaliseDashboardCounts({
      events: FETCH_EVENT_COUNTS.response.parse({ ongoing: '2', upcoming: '1', past: '0', revenue: '0.00' }),
      campaigns: CAMPAIGNSTATSUSS.response.parse({ val: 1, campaignCount: 3 }),
      clients: NUMBEROFCLIENTELE.response.parse({ val: '1', clientCount: '148' }),
      deactivatedPromoters: NUMBEROFBOOSTERDEACTIVATEDS.response.parse({ val: 0 }),
    });
    expect(dashboardCountsSchema.parse(counts)).toEqual({
      ongoing: 2,
      upcoming: 1,
      past: 0,
      revenueCents: 0,
      campaignCount: 3,
      clientCount: 148,
      deactivatedPromoterCount: 0,
    });
  });
});
