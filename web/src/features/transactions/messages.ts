// Transactions copy (spec part 1, section 2; part 3, sections 2, 4, 8 and 9).
export const TRANSACTIONS_COPY = {
  listHeading: 'Transactions',
  viewHeading: 'Event transactions',
  detailsHeading: 'Transaction details',
  empty: 'No transactions found',
  chooseEvent: 'Choose an event to see its transactions.',
  filter: 'Status',
  sort: 'Sort by',
  resend: 'Resend',
  resent: 'Resent',
  none: 'None',
  refunded: 'Refunded',
  details: 'Details',
  eventView: 'All transactions of this event',
  back: 'Back',
  notFound: 'We could not find that transaction.',
  // The organiser's way to the event's money screens (issue 14).
  organiserLinks: 'This event’s money',
  payout: 'Payout',
  refunds: 'Refund requests',
  report: 'Sales report',
} as const;

/** A ticket's refund request as the transaction list names it (the tickets' own words). */
export const REFUND_STATUS_LABEL = {
  Pending: 'Pending',
  Under_review: 'Under review',
  Approved: 'Approved',
} as const;

export const SUMMARY_CARDS = [
  { key: 'completedCents', label: 'Completed' },
  { key: 'pendingCents', label: 'Pending' },
  { key: 'cancelledCents', label: 'Cancelled' },
  { key: 'abandonedCents', label: 'Abandoned' },
  { key: 'refundedCents', label: 'Refunds' },
] as const;

export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'complete', label: 'Complete' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'abandoned', label: 'Abandoned' },
] as const;

export const SORTS = [
  { value: 'date-desc', label: 'Date, newest first' },
  { value: 'date-asc', label: 'Date, oldest first' },
  { value: 'amount-desc', label: 'Amount, highest first' },
  { value: 'amount-asc', label: 'Amount, lowest first' },
  { value: 'status-asc', label: 'Status, A to Z' },
  { value: 'status-desc', label: 'Status, Z to A' },
] as const;
