import { REFUND_REASON_LABELS } from '@tix/contract/domain/refund-requests';
import { REFUND_PAYMENT_WORKING_DAYS, REFUND_REVIEW_BUSINESS_DAYS } from '@tix/contract/domain/ui-limits';
import { REFUND_REQUEST_MESSAGES } from '@tix/contract/forms/refund-messages';

// The refund request screen's copy (spec part 3, sections 2, 5 and 8; the policy page's terms).
export const REFUND_COPY = {
  title: 'REQUEST REFUND',
  sameDay: 'Refunds are not permitted on the day of the event.',
  /** Ours: the last request's outcome, before any new one. */
  declined: 'Your last refund request was declined by the organiser.',
  declinedBecause: (reason: string) => `Your last refund request was declined by the organiser: ${reason}`,
  /** Ours: the spec's notice is for the event day; a past event is said as such. */
  eventPassed: 'This event has already taken place, so its tickets can no longer be refunded.',
  pending: 'Refund request submitted. Awaiting review.',
  underReview: "Refund request under review. We'll notify you once a decision is made.",
  refunded: 'This ticket has been refunded and is no longer valid.',
  cancelRequest: 'Cancel Request',
  reasonLabel: 'Reason for the refund',
  reasonPlaceholder: 'Choose a reason',
  commentsLabel: 'Comments (optional)',
  acknowledge: 'I have read and understand the refund policy.',
  submit: 'Submit',
  back: 'Back to my ticket',
  missingTicket: 'Choose a ticket from your list first.',
  bankFirst:
    'Refunds are paid into your bank account. Add your bank details first: we bring you back here with what you typed.',
  addBankDetails: 'Add bank details',
  policyHeading: 'Refund policy',
  policy: [
    'Requests are allowed up to the day before the event; same-day refunds are not permitted.',
    'Scanned tickets are not refundable, and a valid reason is required.',
    'Refund amounts are after fees and cannot exceed the original price.',
    `Requests are reviewed within ${REFUND_REVIEW_BUSINESS_DAYS} business days; approved refunds are paid within ${REFUND_PAYMENT_WORKING_DAYS.min}-${REFUND_PAYMENT_WORKING_DAYS.max} working days.`,
  ],
  ...REFUND_REQUEST_MESSAGES,
} as const;

export const REASON_GROUP_LABELS = {
  event: 'Event-related',
  personal: 'Personal',
  technical: 'Technical',
  other: 'Other',
} as const;

/** The customer's words for each reason code (contract, shared with the organiser's table). */
export const REASON_LABELS = REFUND_REASON_LABELS;
