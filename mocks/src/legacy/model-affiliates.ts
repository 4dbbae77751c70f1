import {
  AFFILIATE_COMMISSION_MAX_PERCENT,
  affiliateCommissionCents,
  isAffiliateEventEligible,
} from '@tix/contract/domain/affiliate';
import { serviceFeeCents } from '@tix/contract/domain/organiser-costs';
import { refundSettingsOf } from '../flows/refunds.ts';
import type { StandinData } from './model.ts';
import type { PurchaseRecord } from './model-sales.ts';

// The affiliate programme's money (spec part 3; docs/decisions-domain.md "Affiliate commission").
// A partner who recruited an organiser earns, on every paid sale of that organiser's events, a
// share of the platform's 3.5% service fee: never anything out of the organiser's revenue.

/** The rate the stand-in pays: the programme's maximum, on the service fee. */
export const AFFILIATE_COMMISSION_PERCENT = AFFILIATE_COMMISSION_MAX_PERCENT;

export interface AffiliateCreditRecord {
  partnerId: number;
  businessId: number;
  eventId: number;
  purchaseId: number;
  cents: number;
  createdAt: string;
}

export interface PartnerPayoutRecord {
  readonly id: number;
  partnerId: number;
  type: 'partial' | 'full';
  amountCents: number;
  status: 'pending' | 'paid';
  auditToken: string;
  createdAt: string;
}

export interface AffiliatesData {
  affiliateCredits: AffiliateCreditRecord[];
  partnerPayouts: PartnerPayoutRecord[];
}

export const emptyAffiliates = (): AffiliatesData => ({ affiliateCredits: [], partnerPayouts: [] });

/** The commission on one sale: 30% of the service fee the platform takes on it. */
export const commissionOnSaleCents = (saleCents: number): number =>
  affiliateCommissionCents(serviceFeeCents(saleCents), AFFILIATE_COMMISSION_PERCENT);

/** Called when a sale is paid: credits the recruiting partner, once per purchase. */
export function creditAffiliate(data: StandinData, purchase: PurchaseRecord, at: string): void {
  const business = data.businesses.find((b) => b.id === purchase.businessId);
  const partnerId = business?.recruitedBy;
  if (!partnerId || !data.affiliateCredits) return;
  if (data.affiliateCredits.some((c) => c.purchaseId === purchase.id)) return;
  const cents = commissionOnSaleCents(purchase.totalCents);
  if (cents <= 0) return;
  data.affiliateCredits.push({
    partnerId,
    businessId: purchase.businessId,
    eventId: purchase.eventId,
    purchaseId: purchase.id,
    cents,
    createdAt: at,
  });
}

/** The seed's paid sales earn their commission too, as if recorded when they were paid. */
export function creditSeededSales(data: StandinData): AffiliatesData {
  data.affiliateCredits = data.affiliateCredits ?? [];
  data.partnerPayouts = data.partnerPayouts ?? [];
  for (const p of data.purchases) if (p.status === 'paid') creditAffiliate(data, p, p.paidAt ?? p.createdAt);
  return { affiliateCredits: data.affiliateCredits, partnerPayouts: data.partnerPayouts };
}

/** Refunds off: at once; otherwise after the event ended and no refund request is still open. */
export function isEventPayable(data: StandinData, eventId: number, today: string): boolean {
  const event = data.events.find((e) => e.id === eventId);
  if (!event) return false;
  const open = data.refundRequests.some(
    (r) => r.eventId === eventId && (r.status === 'Pending' || r.status === 'Under_review'),
  );
  return isAffiliateEventEligible({
    refundsAllowed: refundSettingsOf(data.refundSettings, eventId).refundsAllowed,
    eventEnded: event.finishDay < today,
    refundsReconciled: !open,
  });
}

export interface PartnerMoney {
  totalCents: number;
  /** Earned on payable events, less every payout already asked for. */
  availableCents: number;
  requestedCents: number;
  eligible: boolean;
}

export function partnerMoney(data: StandinData, partnerId: number, today: string): PartnerMoney {
  const credits = data.affiliateCredits.filter((c) => c.partnerId === partnerId);
  const totalCents = credits.reduce((sum, c) => sum + c.cents, 0);
  const payable = credits
    .filter((c) => isEventPayable(data, c.eventId, today))
    .reduce((sum, c) => sum + c.cents, 0);
  const requestedCents = data.partnerPayouts
    .filter((p) => p.partnerId === partnerId)
    .reduce((sum, p) => sum + p.amountCents, 0);
  const availableCents = Math.max(0, payable - requestedCents);
  return { totalCents, availableCents, requestedCents, eligible: availableCents > 0 };
}

export const earnedOnEvent = (data: StandinData, partnerId: number, eventId: number): number =>
  data.affiliateCredits
    .filter((c) => c.partnerId === partnerId && c.eventId === eventId)
    .reduce((sum, c) => sum + c.cents, 0);
