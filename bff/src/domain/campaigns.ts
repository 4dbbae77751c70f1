import {
  BALANCE_TRANSFER_MESSAGES,
  type CampaignList,
  type CampaignListPart,
  type CampaignRow,
  canReceiveTransfer,
  centsToLegacyRand,
  integer,
  isTransferTargetIndex,
  legacy,
  makeBalanceTransferSchema,
  normaliseCampaignRows,
  randToCents,
  rows,
  type TransferTarget,
  text,
  todayInSouthAfrica,
  transferSourceOf,
} from '@tix/contract';
import { posterUrl } from '@tix/contract/normalise/browse';
import { LegacyError } from '../legacy/errors.ts';
import { HttpProblem, notFound, problem } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { Parts, type PartsPort } from './partial-reads.ts';

// The campaign list's rules the BFF enforces whatever the client sends: a campaign is named by id
// only among the organiser's own (CAMPAIGNS answers for the session's business), its balance is
// always read here, and a transfer goes only to one of the organiser's events with index below 1.

const NOT_YOURS = 'We could not find that among your account’s records.';
/** Not in the spec, ours: Resume all / Pause all needs more than one ticked campaign. */
export const SELECT_MORE = 'Select more than one campaign to resume or pause them all.';
/** Not in the spec, ours: the list changed since the page showed the button. */
export const LIST_CHANGED = 'Your campaigns changed since the page loaded. Refresh and try again.';

export const refused = (detail: string) => new HttpProblem(problem(422, 'Not allowed', detail));

/** The organiser's campaign rows (CAMPAIGNS for the session's business). */
export async function ownCampaignRows(port: LegacyPort): Promise<CampaignRow[]> {
  return normaliseCampaignRows(await port.legacy(legacy.CAMPAIGNS));
}

/** GETSELECTCAMPAIGNS's count of ticked rows, or null when the answer does not give one. */
export const selectedCountOf = (answer: { selectedCount?: unknown }): number | null => {
  const counted = text(answer.selectedCount);
  return counted !== null && /^\d+$/.test(counted) ? Number(counted) : null;
};

/**
 * /campaigns: the rows are the page (CAMPAIGNS); the selected count is a part. Without it the
 * count is left out, not counted from the rows: a row's tick the legacy does not send reads false.
 */
export async function listCampaigns(port: PartsPort): Promise<CampaignList> {
  const parts = new Parts<CampaignListPart>(port.log);
  const [campaigns, selection] = await Promise.all([
    ownCampaignRows(port),
    parts.read('selectedCount', legacy.GETSELECTCAMPAIGNS, port.legacy(legacy.GETSELECTCAMPAIGNS), {
      usable: (answer) => selectedCountOf(answer) !== null,
    }),
  ]);
  const selectedCount = selection && selectedCountOf(selection);
  return { campaigns, ...(typeof selectedCount === 'number' ? { selectedCount } : {}), ...parts.marker() };
}

/**
 * An event's campaign money by the one formula (budget minus both fees, as the campaign list
 * shows it), or null when the organiser's list has no campaign for it. /campaign, /downloadtickets
 * and the print check read the balance here, so every screen and check agrees with /campaigns.
 */
export async function campaignMoneyOf(
  port: LegacyPort,
  eventId: string,
): Promise<{ budgetCents: number | null; balanceCents: number | null } | null> {
  // CAMPAIGNS refuses (status failed) when the organiser has none yet: no row, not an error.
  const rows = await ownCampaignRows(port).catch((error: unknown) => {
    if (error instanceof LegacyError && error.status === 422) return [];
    throw error;
  });
  const row = rows.find((r) => r.eventId === eventId);
  return row ? { budgetCents: row.budgetCents, balanceCents: row.balanceCents } : null;
}

/** One of the organiser's campaigns, or 404. */
export async function ownCampaignRow(port: LegacyPort, campaignId: string): Promise<CampaignRow> {
  const row = (await ownCampaignRows(port)).find((r) => r.id === campaignId);
  if (!row) throw notFound(NOT_YOURS);
  return row;
}

/** Whether Resume all resumes (any ticked campaign is paused) or Pause all pauses (all run). */
export const selectedAction = (selected: readonly CampaignRow[]): 'resume' | 'pause' =>
  selected.some((r) => r.status !== 'running') ? 'resume' : 'pause';

/** The organiser's events the campaign's balance may move to: own, index below 1, not its own. */
export async function transferTargets(
  port: LegacyPort,
  row: CampaignRow,
  businessId: string,
  search = '',
): Promise<TransferTarget[]> {
  const answer = await port.legacy(legacy.SEARCHEVENTS, { search, campaignid: row.id });
  const today = todayInSouthAfrica();
  return rows(answer)
    .filter(
      (e) =>
        text(e.businessid) === businessId &&
        text(e.eventid) !== row.eventId &&
        isTransferTargetIndex(text(e.indexid) === null ? null : integer(e.indexid)) &&
        canReceiveTransfer(
          {
            budgetCents: randToCents(e.budget) ?? 0,
            status: text(e.eventstatus),
            lastDay: text(e.finish_day) ?? text(e.event_day) ?? text(e.eventday),
          },
          today,
        ),
    )
    .map((e) => {
      const eventId = text(e.eventid) ?? '';
      return {
        eventId,
        name: text(e.eventname) ?? text(e.event_name) ?? '',
        day: text(e.event_day) ?? text(e.eventday),
        startTime: text(e.start_time),
        thumbnailUrl: posterUrl(businessId, eventId, e.thumbnail ?? e.poster),
      };
    });
}

/**
 * A campaign's leftover moves once. The list says only that it moved; the service's check names
 * the amount in its refusal (the spec's 'R{amount} has already been transferred…'), which the
 * legacy client turns into the 422. Should it not refuse, the BFF still does.
 */
export async function refuseTransferred(port: LegacyPort, row: CampaignRow): Promise<void> {
  if (!row.transferred) return;
  await port.legacy(legacy.UPDATETRANSFERCHECK, { campaignid: row.id });
  throw refused(BALANCE_TRANSFER_MESSAGES.alreadyTransferredUnknown);
}

/**
 * Moves the whole leftover balance, as the service holds it, to `targetEventId`. The amount sent
 * is the one read here; the client's never reaches the service.
 */
export async function transferBalance(
  port: LegacyPort,
  row: CampaignRow,
  businessId: string,
  targetEventId: string,
): Promise<{ transferredCents: number; message: string | null }> {
  await refuseTransferred(port, row);
  const check = makeBalanceTransferSchema(transferSourceOf(row)).safeParse({ targetEventId });
  if (!check.success) throw refused(check.error.issues[0]?.message ?? '');
  // The check refused an unknown balance already; this tells the type checker so.
  const balanceCents = row.balanceCents;
  if (balanceCents === null) throw refused(BALANCE_TRANSFER_MESSAGES.balanceUnknown);
  const targets = await transferTargets(port, row, businessId);
  if (!targets.some((t) => t.eventId === targetEventId))
    throw refused(BALANCE_TRANSFER_MESSAGES.targetRequired);
  if (!row.markedForTransfer) await port.legacy(legacy.UPDATEALLTRANSFER, { campaignid: row.id });
  await port.legacy(legacy.UPDATETRANSFERCHECK, { campaignid: row.id });
  const answer = await port.legacy(legacy.TRANSFERBALANCE, {
    campaignid: row.id,
    neweventid: targetEventId,
    balance: centsToLegacyRand(balanceCents),
    spent: centsToLegacyRand(row.serviceFeesCents + row.printCostsCents),
  });
  return { transferredCents: balanceCents, message: text(answer.message) };
}
