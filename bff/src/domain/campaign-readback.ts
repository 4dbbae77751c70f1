import { type Campaign, type CampaignRow, legacy, normaliseCampaign } from '@tix/contract';
import { LegacyError } from '../legacy/errors.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { ownCampaignRows } from './campaigns.ts';

// A saved campaign read back. The spec shows the fields of the organiser's campaign list
// (CAMPAIGNS, part 2) but not the answer of CAMPAIGNESTIMATE, the read the campaign page makes: a
// legacy written from the spec answered it with nothing usable, and a saved campaign could not
// be launched. So the list's row is read first, and CAMPAIGNESTIMATE only when the list has no
// row for the event (assumption recorded in the legacy assumptions list).

/** A saved campaign with an id: what launching, topping up and the payment pages need. */
export type SavedCampaign = Campaign & { id: string };

/** The organiser's campaign rows; CAMPAIGNS refuses (status failed) when there are none yet. */
export async function campaignRowsOrNone(port: LegacyPort): Promise<CampaignRow[]> {
  return ownCampaignRows(port).catch((error: unknown) => {
    if (error instanceof LegacyError && error.status === 422) return [];
    throw error;
  });
}

function fromRow(row: CampaignRow, estimate: Campaign | null): SavedCampaign {
  // The list has no start and end days; CAMPAIGNESTIMATE's, when it names the same campaign.
  const same = estimate !== null && estimate.id === row.id;
  return {
    id: row.id,
    name: row.name,
    keywords: row.keywords,
    startDay: same ? estimate.startDay : null,
    endDay: same ? estimate.endDay : null,
    budgetCents: row.budgetCents,
    balanceCents: row.balanceCents,
    estimatedBudgetCents: estimate?.estimatedBudgetCents ?? null,
    creditCents: estimate?.creditCents ?? null,
    exists: true,
    status: row.status,
  };
}

/**
 * The event's saved campaign: the campaign list's row first, else CAMPAIGNESTIMATE's answer when
 * it names one; null when neither does (nothing saved yet). `estimate` is CAMPAIGNESTIMATE's
 * answer when the caller read it already.
 */
export async function savedCampaignOf(
  port: LegacyPort,
  eventId: string,
  estimate?: Campaign,
): Promise<SavedCampaign | null> {
  const readEstimate = async () =>
    estimate ?? normaliseCampaign(await port.legacy(legacy.CAMPAIGNESTIMATE, { eventid: eventId }));
  const row = (await campaignRowsOrNone(port)).find((r) => r.eventId === eventId);
  // With the list's row, the estimate only adds the days: its failure does not stop a launch.
  if (row) return fromRow(row, await readEstimate().catch(() => null));
  const fallback = await readEstimate();
  return fallback.exists && fallback.id ? { ...fallback, id: fallback.id } : null;
}
