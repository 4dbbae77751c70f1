import { REFUND_REQUEST_MESSAGES } from '@tix/contract/forms/refund-messages';

// The customer area's copy (spec part 1, sections 4 and 8).
export const TICKETS_COPY = {
  dashboardIntro: 'Your tickets',
  searchHeading: 'Search your tickets',
  searchLabel: 'Search tickets',
  searchHint: 'Event name, ticket number or category',
  back: 'Back',
  noTickets: 'No data found',
  noMatch: (text: string) => `No match found for "${text}"`,
  previewHeading: (eventName: string) => `Your tickets for ${eventName}`,
  zoomHeading: 'Your ticket',
  qrInvalid: 'This QR code is invalid',
  qrInvalidShort: 'QR code invalid',
  refunded: 'This ticket has been refunded and is no longer valid.',
  underReview: "Refund request under review. We'll notify you once a decision is made.",
  submitted: 'Refund request submitted. Awaiting review.',
  requestRefund: 'Request refund',
  cancelRequest: 'Cancel Request',
  view: 'View ticket',
  savedOffline: 'Saved for offline on this device',
  offlineShowing: 'You are offline: showing what was saved on this device.',
  /** Which of a purchase's tickets this card is. */
  ticketOf: (index: number, of: number) => `Ticket ${index} of ${of}`,
  number: 'No.',
  eventTickets: 'All tickets for this event',
  /** Not in the spec (issue 28). */
  addToCalendar: 'Add to calendar',
  calendarFailed: 'The calendar file could not be made. Please try again.',
  notAvailable: REFUND_REQUEST_MESSAGES.notAvailable,
  invalidPass: REFUND_REQUEST_MESSAGES.invalidPass,
  maxAttempts: REFUND_REQUEST_MESSAGES.maxAttempts,
  missingEvent: 'Choose a ticket from your list first.',
} as const;

/** The banner each refund status shows on a ticket. */
export const REFUND_STATUS_BANNER = {
  Approved: TICKETS_COPY.refunded,
  Under_review: TICKETS_COPY.underReview,
  Pending: TICKETS_COPY.submitted,
} as const;
