import type { EventRecord } from '../model.ts';
import type { CampaignRecord } from '../model-campaigns.ts';

/** Campaign ids start here; a new campaign takes the next free one. */
export const FIRST_CAMPAIGN_ID = 601;

/**
 * A campaign for every funded event of the seed. The seed's budgets sit above the balances: the
 * difference is the service fees that sales have taken so far.
 */
export function seedCampaigns(events: readonly EventRecord[]): CampaignRecord[] {
  return events
    .filter((e) => e.budgetCents > 0)
    .map((e, index) => ({
      id: FIRST_CAMPAIGN_ID + index,
      eventId: e.id,
      businessId: e.businessId,
      name: `${e.name} campaign`,
      keywords: [e.category, e.province, e.venue].join(', '),
      startDay: e.createdAt.slice(0, 10),
      endDay: e.finishDay,
      serviceFeesCents: e.budgetCents - e.balanceCents,
      printCostsCents: 0,
      selected: false,
      markedTransfer: false,
      transferredCents: null,
      credit: false,
      createdAt: e.createdAt,
    }));
}
