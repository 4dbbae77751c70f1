import { AFFILIATE_MIN_PAYOUT_TEXT_CENTS } from '@tix/contract/domain/affiliate';
import { formatRand } from '@tix/contract/domain/money';
import { PAYOUT_MESSAGES } from '@tix/contract/forms/payout-messages';

// The affiliate programme's copy (spec part 3, sections 2, 4, 5, 8 and 9): the landing's (/in)
// and what every screen shares. The other screens' copy is in pages-messages.ts, so the landing
// does not load it.

export const AFFILIATE_COPY = {
  homeTitle: 'Affiliate dashboard',
  welcome: (name: string) => `Welcome, ${name}`,
  gross: 'Gross earnings',
  available: 'Available earnings',
  paidOut: 'Payouts requested',
  eligibleNote:
    'Earnings from an event with refunds off can be paid out at once; otherwise once the event has ended and its refunds are settled.',
  minimumNote: `Payouts are made from ${formatRand(AFFILIATE_MIN_PAYOUT_TEXT_CENTS)} of available earnings.`,
  notYet: 'No earnings are available for a payout yet.',
  requestPayout: 'Request payout',
  payoutType: 'Payout type',
  partial: 'Partial',
  full: 'Full',
  amount: 'Amount (R)',
  confirmPayout: (amount: string) =>
    `Request a payout of ${amount}? It goes to the bank account on your profile.`,
  confirm: 'Confirm request',
  cancel: 'Cancel',
  requested: 'Your payout request has been received.',
  historyTitle: 'Payout requests',
  noPayouts: 'No payout requests found.',
  eventsTitle: 'Linked events',
  noEvents: 'No Events Yet',
  toLink: 'Share your affiliate link',
  columns: {
    date: 'Date',
    type: 'Type',
    amount: 'Amount',
    status: 'Status',
    event: 'Event',
    organiser: 'Organiser',
    dates: 'Dates',
    sold: 'Tickets sold',
    earnings: 'Your earnings',
    refunds: 'Refunds',
  },
  refundsOn: 'On: paid after the event',
  refundsOff: 'Off: paid at once',
  loading: 'Loading…',
  retry: 'Try again',
  myRecruits: 'My recruits',
  recruitCount: 'Recruits',
  ...PAYOUT_MESSAGES,
} as const;
