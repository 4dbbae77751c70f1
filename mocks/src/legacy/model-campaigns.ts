// The organiser's campaigns (spec part 2, /campaigns and /campaign). The money an event's
// campaign holds stays on the event (`EventRecord.budgetCents` and `balanceCents`, which the
// public lists and the sales already read); a campaign record holds what the campaign pages add.
//
// The invariant every handler keeps (campaign-money tests check it):
//   event.balanceCents = event.budgetCents − serviceFeesCents − printCostsCents
// (contract's campaignBalanceCents; a transfer takes what it moves out of the budget).
// Money moves only through the functions of `campaign-money.ts`.

export interface CampaignRecord {
  readonly id: number;
  eventId: number;
  businessId: number;
  name: string;
  /** Comma-separated, as the organiser typed them. */
  keywords: string;
  /** YYYY-MM-DD */
  startDay: string;
  /** YYYY-MM-DD (the legacy's `duration`). */
  endDay: string;
  /** 3.5% service fees taken from the budget by sales so far (feesDeductedDigital). */
  serviceFeesCents: number;
  /** Self-print and provider print costs taken so far (feesDeductedPhysical). */
  printCostsCents: number;
  /** Ticked in the campaign list (UPDATESELECT). */
  selected: boolean;
  /** Marked for a balance transfer (UPDATEALLTRANSFER). */
  markedTransfer: boolean;
  /** The leftover balance moved to another event; null until then (a balance moves once). */
  transferredCents: number | null;
  /** Launched with the first-campaign credit instead of a card payment. */
  credit: boolean;
  createdAt: string;
}

/**
 * A card payment of a campaign's budget (launch or top-up). Pending until the provider's notify
 * confirms it; only then does `fundCampaign` credit the budget, once.
 */
export interface CampaignPaymentRecord {
  /** The provider's m_payment_id. */
  readonly id: string;
  eventId: number;
  campaignId: number;
  amountCents: number;
  status: 'pending' | 'paid' | 'cancelled';
  createdAt: string;
  settledAt: string | null;
}

export interface CampaignsData {
  campaigns: CampaignRecord[];
  campaignPayments: CampaignPaymentRecord[];
}
