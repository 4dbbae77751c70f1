// Refund requests: statuses, reasons, attempt limits and what the customer may do with a ticket
// (spec part 1, sections 3 and 4; part 3, sections 3, 4, 5 and 9).

/** Ticket-level refund status as the customer's ticket list receives it (null: never asked). */
export const TICKET_REFUND_STATUSES = ['Pending', 'Under_review', 'Approved'] as const;
export type TicketRefundStatus = (typeof TICKET_REFUND_STATUSES)[number];

/** A request's status in the organiser's view (shown in lower case). */
export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** The organiser's two decisions, sent as the legacy's `endpoint` field. */
export const REFUND_DECISIONS = ['approved', 'declined'] as const;

export const REFUND_REASON_GROUPS = {
  event: ['event_cancelled', 'event_rescheduled', 'performer_changed'],
  personal: ['cant_attend', 'wrong_ticket', 'mistaken_purchase'],
  technical: ['no_confirmation', 'duplicate_payment', 'payment_error'],
  other: ['other'],
} as const;
export const REFUND_REASONS = [
  ...REFUND_REASON_GROUPS.event,
  ...REFUND_REASON_GROUPS.personal,
  ...REFUND_REASON_GROUPS.technical,
  ...REFUND_REASON_GROUPS.other,
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Refund attempts per ticket when the event sets no limit of its own (spec part 1). */
export const DEFAULT_MAX_REFUND_ATTEMPTS = 2;
/** The rules form starts its maximum-attempts field at 0 (the spec's text says 3). */
export const REFUND_RULES_FORM_DEFAULT_MAX_ATTEMPTS = 0;
/** The legacy code that sends a refund request to the bank-details screen. */
export const BANK_DETAILS_MISSING_CODE = 'BANK_DETAILS_MISSING';

/**
 * The limit that applies: the event's own when it is a positive number, else the default of 2.
 * A 0 is the rules form's untouched starting value, not a decision to forbid refunds (an
 * organiser does that with the refunds-allowed switch), so it falls back to the default too.
 */
export function effectiveMaxRefundAttempts(maxAttempts: number | null | undefined): number {
  return maxAttempts != null && maxAttempts > 0 ? Math.trunc(maxAttempts) : DEFAULT_MAX_REFUND_ATTEMPTS;
}

export function hasReachedMaxRefundAttempts(
  attempts: number,
  maxAttempts: number | null | undefined,
): boolean {
  return attempts >= effectiveMaxRefundAttempts(maxAttempts);
}

export interface TicketRefundFacts {
  refundsAllowed: boolean;
  refundStatus: TicketRefundStatus | null;
  attempts: number;
  maxAttempts: number | null;
  hasQrPayload: boolean;
}

export type TicketRefundAction =
  | 'not-allowed'
  | 'invalid-pass'
  | 'refunded'
  | 'cancel'
  | 'max-attempts'
  | 'request';

/**
 * What the refund button of a customer's ticket does. An event without refunds and a pass
 * without a QR payload block everything; an approved refund is final; a pending request or one
 * under review can be cancelled; then the attempt limit; else a new request may be made.
 */
export function ticketRefundAction(ticket: TicketRefundFacts): TicketRefundAction {
  if (!ticket.refundsAllowed) return 'not-allowed';
  if (!ticket.hasQrPayload) return 'invalid-pass';
  if (ticket.refundStatus === 'Approved') return 'refunded';
  if (ticket.refundStatus === 'Pending' || ticket.refundStatus === 'Under_review') return 'cancel';
  if (hasReachedMaxRefundAttempts(ticket.attempts, ticket.maxAttempts)) return 'max-attempts';
  return 'request';
}

/** The organiser may decide only pending requests, and not while auto-approve runs them. */
export function canDecideRefund(status: RefundRequestStatus, autoApprove: boolean): boolean {
  return status === 'pending' && !autoApprove;
}

/**
 * Where a ticket's event stands for a refund, from CALCULATE-REFUND's days left: before it, on its
 * day (the spec's 'not permitted on the day'), or over (a negative count: the refund page says the
 * event has passed instead of counting days before it).
 */
export function refundDayState(daysLeft: number): 'before' | 'event-day' | 'passed' {
  if (daysLeft < 0) return 'passed';
  return daysLeft === 0 ? 'event-day' : 'before';
}

/** The words a customer chose each reason code by: what the organiser's table shows, not the code. */
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  event_cancelled: 'The event was cancelled',
  event_rescheduled: 'The event was rescheduled',
  performer_changed: 'The performer or line-up changed',
  cant_attend: "I can't attend",
  wrong_ticket: 'I bought the wrong ticket',
  mistaken_purchase: 'I bought it by mistake',
  no_confirmation: "I didn't get a confirmation",
  duplicate_payment: 'I was charged twice',
  payment_error: 'There was a payment error',
  other: 'Another reason',
};

/** A request's reason as people read it: the customer's words for a known code, else as sent. */
export const refundReasonLabel = (reason: string | null): string | null =>
  reason === null ? null : ((REFUND_REASON_LABELS as Record<string, string>)[reason] ?? reason);
