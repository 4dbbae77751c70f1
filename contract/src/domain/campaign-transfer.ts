import { canTransferBalance } from './campaign.ts';
import { CENTS_PER_RAND } from './money.ts';

// Moving a campaign's leftover balance to another event (spec part 2, sections 4 and 5). The web
// shows these rules, the BFF refuses with them, the stand-in follows them.

/** What a campaign row says about its balance (CampaignRow's fields). */
export interface TransferableCampaign {
  /** Null when the service did not say: nothing is moved on a guess. */
  balanceCents: number | null;
  transferred: boolean;
}

/**
 * The source the balance transfer form checks (forms/campaigns.ts). The amount moved is named
 * only when the caller knows it (`movedCents`): the legacy's list carries the flag, not the
 * amount, so the BFF lets the service's own refusal name it.
 */
export const transferSourceOf = (row: TransferableCampaign, movedCents: number | null = null) => ({
  balance: row.balanceCents === null ? null : row.balanceCents / CENTS_PER_RAND,
  transferred: row.transferred,
  moved: movedCents === null ? null : movedCents / CENTS_PER_RAND,
});

/** Whether the row may be marked for a transfer and moved (balance known and above zero, not yet moved). */
export const rowCanTransfer = (row: TransferableCampaign): boolean =>
  row.balanceCents !== null && canTransferBalance(row.balanceCents, row.transferred);

/** Balance transfers may target only events whose index is below 1 (spec part 2, section 4). */
export const isTransferTargetIndex = (indexId: number | null): boolean => indexId !== null && indexId < 1;

/** What the transfer rule reads of a candidate event. */
export interface TransferCandidate {
  /** The campaign budget: 0 while the event is a draft (no campaign, no tickets sold through one). */
  budgetCents: number;
  /** The event's status: 'postponed', 'cancelled' or 'deleted' cannot sell. */
  status: string | null;
  /** The event's last day, YYYY-MM-DD (its first when no end is known). */
  lastDay: string | null;
}

const CANNOT_SELL = new Set(['postponed', 'cancelled', 'deleted']);

/**
 * Whether a balance may move to this event: one that can sell, that is a launched campaign (not a
 * draft with no tickets and no campaign), neither postponed, cancelled nor deleted, and not over.
 * The BFF filters SEARCHEVENTS' answer with it; the stand-in and MSW offer the same events.
 */
export function canReceiveTransfer(event: TransferCandidate, today: string): boolean {
  if (event.budgetCents <= 0) return false;
  if (event.status && CANNOT_SELL.has(event.status.toLowerCase())) return false;
  return event.lastDay !== null && event.lastDay >= today;
}
