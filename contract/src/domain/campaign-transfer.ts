import { canTransferBalance } from './campaign.ts';
import { CENTS_PER_RAND } from './money.ts';

// Moving a campaign's leftover balance to another event (spec part 2, sections 4 and 5). The web
// shows these rules, the BFF refuses with them, the stand-in follows them.

/** What a campaign row says about its balance (CampaignRow's fields). */
export interface TransferableCampaign {
  balanceCents: number;
  transferred: boolean;
}

/**
 * The source the balance transfer form checks (forms/campaigns.ts). The amount moved is named
 * only when the caller knows it (`movedCents`): the legacy's list carries the flag, not the
 * amount, so the BFF lets the service's own refusal name it.
 */
export const transferSourceOf = (row: TransferableCampaign, movedCents: number | null = null) => ({
  balance: row.balanceCents / CENTS_PER_RAND,
  transferred: row.transferred,
  moved: movedCents === null ? null : movedCents / CENTS_PER_RAND,
});

/** Whether the row may be marked for a transfer and moved (balance above zero, not yet moved). */
export const rowCanTransfer = (row: TransferableCampaign): boolean =>
  canTransferBalance(row.balanceCents, row.transferred);

/** Balance transfers may target only events whose index is below 1 (spec part 2, section 4). */
export const isTransferTargetIndex = (indexId: number | null): boolean => indexId !== null && indexId < 1;
