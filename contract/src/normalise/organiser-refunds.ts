import {
  canDecideRefund,
  REFUND_REQUEST_STATUSES,
  type RefundRequestStatus,
} from '../domain/refund-requests.ts';
import {
  type OrganiserRefundTierInput,
  organiserRefundRules,
  type RefundFeeType,
  type RefundRules,
} from '../domain/refunds.ts';
import type {
  GET_REFUND_REQUESTS,
  GET_REFUND_RULES,
  LegacyRawOf,
  rawRefundRequest,
} from '../legacy/index.ts';
import type { OrganiserRefundSettings, RefundRequestRow } from '../model/organiser-refunds.ts';
import { cents, count, listRows, word } from './shapes.ts';
import { day, flag, id, randToCents, text } from './values.ts';

type RawRefundRules = LegacyRawOf<typeof GET_REFUND_RULES>;
type RawRefundRequest = import('zod').infer<typeof rawRefundRequest>;

/** 'percent', 'Percentage', '%' are a percentage; anything else ('flat', 'rand', 'fixed') is flat. */
const feeType = (value: unknown): RefundFeeType => (/^(perc|%)/.test(word(value) ?? '') ? 'percent' : 'flat');

/** A percentage as sent; a flat fee in rand becomes cents, as the domain's input expects. */
function tierFee(type: unknown, amount: unknown): Omit<OrganiserRefundTierInput, 'cutOffDays'> {
  const kind = feeType(type);
  const value = kind === 'percent' ? Number(text(amount) ?? 0) : cents(amount);
  return { feeType: kind, amount: Number.isFinite(value) ? value : 0 };
}

/** The organiser's tiers through the domain rule, or null when no tier was ever set. */
function rulesOf(raw: RawRefundRules): RefundRules | null {
  const types = [raw.feeTypeOne, raw.feeTypeTwo, raw.feeTypeThree, raw.feeTypeZero];
  if (types.every((type) => text(type) === null)) return null;
  return organiserRefundRules({
    one: { cutOffDays: count(raw.cutOffDaysOne), ...tierFee(raw.feeTypeOne, raw.feeAmountOne) },
    two: { cutOffDays: count(raw.cutOffDaysTwo), ...tierFee(raw.feeTypeTwo, raw.feeAmountTwo) },
    three: { cutOffDays: count(raw.cutOffDaysThree), ...tierFee(raw.feeTypeThree, raw.feeAmountThree) },
    zero: tierFee(raw.feeTypeZero, raw.feeAmountZero),
  });
}

/** GET_REFUND_RULES. The lock date means nothing while the policy is unlocked. */
export function normaliseOrganiserRefundSettings(raw: RawRefundRules): OrganiserRefundSettings {
  const policyLocked = flag(raw.refundPolicyLocked);
  return {
    rules: rulesOf(raw),
    autoRefund: flag(raw.autoRefund),
    maxAttempts: text(raw.maxAttempts) === null ? null : count(raw.maxAttempts),
    policyLocked,
    // A zero date ('0000-00-00 00:00:00') is no date.
    policyLockedAt: policyLocked && day(raw.refundPolicyLockedAt) ? text(raw.refundPolicyLockedAt) : null,
  };
}

const isRequestStatus = (status: string): status is RefundRequestStatus =>
  (REFUND_REQUEST_STATUSES as readonly string[]).includes(status);

export function normaliseRefundRequestRow(raw: RawRefundRequest): RefundRequestRow {
  const status = (word(raw.status) ?? 'pending').replace('canceled', 'cancelled');
  const autoApprove = flag(raw.auto_approve);
  return {
    id: id(raw.id),
    refundId: text(raw.refund_id),
    requestedAt: text(raw.requested_at),
    buyerName: text(raw.buyer_name),
    originalCents: randToCents(raw.original_amount) ?? 0,
    refundCents: randToCents(raw.amount_refunded) ?? 0,
    ticketNumber: text(raw.ticket_number),
    reason: text(raw.refund_reason),
    comments: text(raw.comments),
    status,
    source: text(raw.source),
    autoApprove,
    decidable: isRequestStatus(status) && canDecideRefund(status, autoApprove),
  };
}

/** GET-REFUND-REQUESTS: an array, or status failed (shown as an empty list with a message). */
export const normaliseRefundRequestRows = (
  raw: LegacyRawOf<typeof GET_REFUND_REQUESTS>,
): RefundRequestRow[] => listRows(raw).map(normaliseRefundRequestRow);
