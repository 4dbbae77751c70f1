import { effectiveMaxRefundAttempts } from '@tix/contract/domain/refund-requests';
import {
  effectiveRefundRules,
  type OrganiserRefundRulesInput,
  organiserRefundRules,
  type RefundRules,
} from '@tix/contract/domain/refunds';
import type { RefundSettings } from '../flows/refunds.ts';
import type { EventRecord, StandinData } from './model.ts';
import type { PurchaseRecord } from './model-sales.ts';

// The organiser's money after the sale (issue 14): payout requests and each event's refund
// policy. Money is integer cents.

export type PayoutRequestStatus = 'Pending' | 'Processing' | 'Failed';

export interface PayoutRequestRecord {
  readonly id: number;
  eventId: number;
  businessId: number;
  type: 'partial' | 'full';
  amountCents: number;
  status: PayoutRequestStatus;
  createdAt: string;
}

/**
 * An event's refund policy as the organiser saved it. `rules: null` means the platform's default
 * tiers apply (the seeded events accepted them). An event without a record at its first sale has
 * no policy: it is non-refundable (spec part 3, section 4).
 */
export interface RefundPolicyRecord {
  eventId: number;
  rules: OrganiserRefundRulesInput | null;
  /** As typed in the form (0 means the platform's default of 2). */
  maxAttempts: number;
  autoRefund: boolean;
  savedAt: string;
}

export interface MoneyData {
  payoutRequests: PayoutRequestRecord[];
  refundPolicies: RefundPolicyRecord[];
}

/** Every seeded event starts with the platform's default rules, so its tickets stay refundable. */
export const seedMoney = (events: readonly EventRecord[], at: string): MoneyData => ({
  payoutRequests: [],
  refundPolicies: events.map((e) => ({
    eventId: e.id,
    rules: null,
    maxAttempts: 0,
    autoRefund: false,
    savedAt: at,
  })),
});

export const paidPurchasesOf = (data: StandinData, eventId: number): PurchaseRecord[] =>
  data.purchases.filter((p) => p.eventId === eventId && p.status === 'paid');

/** The policy locks at the first sale; the lock date is that sale's. */
export function policyLockedAt(data: StandinData, eventId: number): string | null {
  const first = paidPurchasesOf(data, eventId)
    .map((p) => p.paidAt ?? p.createdAt)
    .sort()[0];
  return first ?? null;
}

export const refundPolicyOf = (data: StandinData, eventId: number): RefundPolicyRecord | undefined =>
  data.refundPolicies.find((p) => p.eventId === eventId);

/** The tiers CALCULATE-REFUND applies: the organiser's, else the platform's. */
export function refundRulesFor(data: StandinData, eventId: number): RefundRules {
  const rules = refundPolicyOf(data, eventId)?.rules;
  return effectiveRefundRules(rules ? organiserRefundRules(rules) : null);
}

/**
 * The governance with the policy applied (contract's eventRefundPolicy): the event's refund
 * setting decides whether it is refundable; saved tiers only choose which tiers apply.
 */
export function withPolicy(data: StandinData, eventId: number, settings: RefundSettings): RefundSettings {
  const policy = refundPolicyOf(data, eventId);
  if (!policy?.rules) return settings;
  return {
    ...settings,
    autoApprove: policy.autoRefund,
    maxAttempts: effectiveMaxRefundAttempts(policy.maxAttempts),
  };
}
