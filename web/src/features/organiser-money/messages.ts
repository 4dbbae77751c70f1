import { PAYOUT_MESSAGES } from '@tix/contract/forms/payout-messages';
import { DECLINE_REASON_MESSAGES } from '@tix/contract/forms/refund-messages';

// The spec's copy for the organiser's money screens (part 3, sections 2 to 9), once.

export const PAYOUT_COPY = {
  title: 'Payout',
  noEvent: 'Choose one of your events to see its payout.',
  loading: 'Loading the payout…',
  sponsored: 'This event is sponsored: no payout fee is charged.',
  refresh: 'Refresh',
  /** Ours (issue 40): the note's subject when the revenue rows could not be read. */
  breakdownPart: 'Revenue by ticket type',
  updating: 'Updating...',
  back: 'Back',
  available: 'Net Payout Available',
  requestTitle: 'Request a payout',
  partial: 'Partial',
  full: 'Full',
  payoutType: 'Payout type',
  amount: 'Amount (R)',
  fullHint: 'The whole net payout available.',
  request: 'Request payout',
  requesting: 'Requesting…',
  noSales: PAYOUT_MESSAGES.noSales,
  nothingLeft: 'Nothing is left to request for this event.',
  summaryTitle: 'Payout summary',
  status: 'Payout status',
  phase: 'Sales',
  realTime: 'These figures update in real time as tickets sell and refunds are approved.',
  reduced: 'The full payout summary could not be loaded.',
  rows: {
    gross: 'Gross Ticket Sales',
    budget: 'Prepaid Budget (Fees)',
    fees: 'Fees Deducted (to date)',
    balance: 'Balance',
    payoutFee: 'Payout Fee',
    refunds: 'Approved Refunds',
    requested: 'Payouts Requested',
    net: 'Net Payout Available',
  },
  waived: 'waived',
  revenueTitle: 'Revenue by ticket type',
  revenueEmpty: 'No data as yet',
  columns: { type: 'Type', sold: 'Tickets Sold', admissions: 'Admissions', revenue: 'Revenue' },
  total: 'Total',
  refunds: 'Refund requests',
  report: 'Sales report',
  transactions: 'Transactions',
} as const;

export const REFUND_ADMIN_COPY = {
  title: 'Refund requests',
  noEvent: 'Choose one of your events to manage its refunds.',
  loading: 'Loading refund rules and requests…',
  rulesTitle: 'Refund rules',
  rulesIntro:
    'Set what a ticket holder gets back, by how many days before the event they ask. The rules lock at the first ticket sale.',
  tier: (n: number) => `Tier ${n}`,
  eventDay: 'Tier 4: the day of the event',
  days: 'Days before the event (at least)',
  feeType: 'Fee type',
  percent: 'Percent',
  flat: 'Flat (R)',
  fee: 'Fee kept',
  autoApprove: 'Approve refund requests automatically',
  maxAttempts: 'Maximum attempts per ticket',
  save: 'Save refund rules',
  saving: 'Saving…',
  locked: (date: string) =>
    `Your refund rules were locked on ${date}, at the first ticket sale. Every request follows the settings in place then.`,
  currentPolicy: 'The refund policy buyers are shown',
  requestsTitle: 'Requests',
  empty: 'Zero refund requests so far - looks like your attendees are happy!',
  autoOn: 'Auto-approve is on: requests are processed with your rules, so approve and decline are disabled.',
  /** Ours (issue 40): while auto-approve is unknown, a manual decision could contradict it. */
  autoUnknown: 'Approve and decline are disabled until the auto-approve setting can be read.',
  /** Ours (issue 40): a part of the page whose read failed, as the note's subject. */
  parts: {
    terms: 'The refund policy buyers are shown',
    governance: 'The auto-approve setting',
  },
  approve: 'Approve',
  decline: 'Decline',
  noAction: 'No action required',
  confirmApproveTitle: 'Approve this refund?',
  confirmApprove: (amount: string) =>
    `Approval is final: the ticket stops being valid at the gate and ${amount} is refunded to the buyer within 7-10 working days.`,
  declineTitle: 'Decline this refund request',
  declineReason: 'Reason (the buyer sees it)',
  reasonRequired: DECLINE_REASON_MESSAGES.reasonRequired,
  cancel: 'Cancel',
  close: 'Close',
  columns: {
    requested: 'Requested',
    buyer: 'Buyer',
    ticket: 'Ticket',
    reason: 'Reason',
    original: 'Paid',
    refund: 'Refund',
    status: 'Status',
    action: 'Action',
  },
} as const;

export const REPORT_COPY = {
  title: 'Sales report',
  noEvent: 'Choose one of your events to see its sales report.',
  loading: 'Loading the sales report…',
  exportCsv: 'Export CSV',
  byDay: 'Sales by day',
  byTier: 'Sales by ticket type',
  empty: 'No data as yet',
  totals: 'Totals',
  columns: {
    day: 'Day',
    transactions: 'Orders',
    admissions: 'Admissions',
    gross: 'Gross',
    refunded: 'Refunded',
  },
  figures: {
    gross: 'Gross Ticket Sales',
    refunds: 'Approved Refunds',
    fees: 'Fees Deducted (to date)',
    payoutFee: 'Payout Fee',
    net: 'Net Payout',
  },
} as const;

export const PICKER_COPY = {
  title: 'Your events',
  intro: 'Choose an event.',
  empty: 'You have no events yet.',
  create: 'Create an event',
  loading: 'Loading your events…',
} as const;
