import { BANK_OPTIONS } from '@tix/contract/domain/banks';
import { daysBetween, type IsoDay } from '@tix/contract/domain/dates';
import {
  DEFAULT_MAX_REFUND_ATTEMPTS,
  type TicketRefundStatus,
  ticketRefundAction,
} from '@tix/contract/domain/refund-requests';
import { effectiveRefundRules, estimateRefund, type RefundRules } from '@tix/contract/domain/refunds';
import { REFUND_REQUEST_MESSAGES } from '@tix/contract/forms/refunds';

// The customer's refund flow, written once for both mocks: the stand-in answers it in the legacy's
// words and MSW in the BFF's. The rules are the contract's; what is here is the order they are
// applied in and the messages the legacy gives, which the product has no other home for.

export const REFUND_MESSAGES = {
  submitted: 'Refund request submitted. Awaiting review.',
  cancelled: 'Your refund request has been cancelled.',
  sameDay: 'Refunds are not permitted on the day of the event.',
  notFound: 'We could not find that ticket.',
  alreadyRequested: 'A refund request for this ticket is already awaiting review.',
  refunded: 'This ticket has already been refunded.',
  nothingToCancel: 'There is no pending refund request to cancel.',
  bankDetailsMissing:
    'Please add your bank details before requesting a refund. Refunds are paid into your bank account.',
} as const;

export interface RefundSettings {
  refundsAllowed: boolean;
  maxAttempts: number;
  autoApprove: boolean;
}

/** An event's governance; an event that set nothing follows the platform's defaults. */
export function refundSettingsOf(
  stored: readonly (RefundSettings & { eventId: number })[],
  eventId: number,
): RefundSettings {
  const s = stored.find((r) => r.eventId === eventId);
  return {
    refundsAllowed: s?.refundsAllowed ?? true,
    maxAttempts: s?.maxAttempts ?? DEFAULT_MAX_REFUND_ATTEMPTS,
    autoApprove: s?.autoApprove ?? false,
  };
}

/** The estimate under the event's rules (the platform's unless the organiser set some). */
export function refundEstimate(
  priceCents: number,
  eventDay: IsoDay | null,
  today: IsoDay,
  rules: RefundRules = effectiveRefundRules(null),
) {
  const daysLeft = eventDay ? daysBetween(today, eventDay) : -1;
  return { daysLeft, ...estimateRefund(priceCents, daysLeft, rules) };
}

export interface RefundRequestFacts {
  settings: RefundSettings;
  /** A declined or cancelled request leaves the ticket free to ask again. */
  refundStatus: TicketRefundStatus | 'Declined' | 'Cancelled' | null;
  attempts: number;
  hasQrPayload: boolean;
  refundCents: number;
  hasBankDetails: boolean;
}

export type RefundRequestDecision =
  | { outcome: 'refused'; message: string }
  | { outcome: 'bank-details-missing'; message: string; banks: string[] }
  | { outcome: 'requested'; status: 'Pending' | 'Approved'; message: string };

/** What a refund request of a ticket comes to, first reason first. */
export function decideRefundRequest(facts: RefundRequestFacts): RefundRequestDecision {
  const { settings, refundStatus } = facts;
  const action = ticketRefundAction({
    refundsAllowed: settings.refundsAllowed,
    refundStatus: refundStatus === 'Declined' || refundStatus === 'Cancelled' ? null : refundStatus,
    attempts: facts.attempts,
    maxAttempts: settings.maxAttempts,
    hasQrPayload: facts.hasQrPayload,
  });
  const refusals = {
    'not-allowed': REFUND_REQUEST_MESSAGES.notAvailable,
    'invalid-pass': REFUND_REQUEST_MESSAGES.invalidPass,
    refunded: REFUND_MESSAGES.refunded,
    cancel: REFUND_MESSAGES.alreadyRequested,
    'max-attempts': REFUND_REQUEST_MESSAGES.maxAttempts,
  } as const;
  if (action !== 'request') return { outcome: 'refused', message: refusals[action] };
  if (facts.refundCents <= 0) return { outcome: 'refused', message: REFUND_MESSAGES.sameDay };
  if (!facts.hasBankDetails) {
    return {
      outcome: 'bank-details-missing',
      message: REFUND_MESSAGES.bankDetailsMissing,
      banks: [...BANK_OPTIONS],
    };
  }
  const status = settings.autoApprove ? 'Approved' : 'Pending';
  return { outcome: 'requested', status, message: REFUND_MESSAGES.submitted };
}

/** Only a request still awaiting a decision can be withdrawn. */
export const canCancelRefund = (status: string | null): boolean =>
  status === 'Pending' || status === 'Under_review';
