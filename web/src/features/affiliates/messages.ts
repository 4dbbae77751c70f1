import { AFFILIATE_MIN_PAYOUT_TEXT_CENTS } from '@tix/contract/domain/affiliate';
import { formatRand } from '@tix/contract/domain/money';
import { ELLIPSIS, TRUNCATION, truncate } from '@tix/contract/domain/truncation';
import { PAYOUT_MESSAGES } from '@tix/contract/forms/payout-messages';

// The affiliate programme's copy (spec part 3, sections 2, 4, 5, 8 and 9).

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
  // /affiliate-link
  linkTitle: 'Your affiliate link',
  linkIntro: 'Organisers who sign up through this link become your recruits; you earn on their ticket sales.',
  linkLabel: 'Affiliate link',
  copy: 'Copy',
  copied: 'Copied',
  shareOn: 'Share on',
  saveTitle: 'Save this affiliate id',
  saveIntro: 'You have no affiliate id yet. Save this one to get your link.',
  save: 'Save',
  myRecruits: 'My recruits',
  // /recruits, /my-recruits, /wallet
  recruitsTitle: 'My recruits',
  back: 'Back',
  searchLabel: 'Search recruits',
  searchHint: 'Name or event',
  noRecruits:
    "You have no recruits at the moment. Recruits will appear once they've created their first event.",
  noRecruitEvent: "This recruit hasn't launched an event, we'll notify you when they do.",
  noMatch: (search: string) =>
    `No match found for your search...${truncate(search, TRUNCATION.recruitSearch.max)}`,
  status: { active: 'Active', inactive: 'Inactive', 'no event': 'No event' },
  walletTitle: 'Recruit wallet',
  walletTotal: 'Earned from this recruit',
  chooseRecruit: 'Open a recruit from your recruits list to see their wallet.',
  ...PAYOUT_MESSAGES,
} as const;

/** A recruit's event name cut at 25 characters plus an ellipsis (spec part 3, section 9). */
export const recruitEventName = (name: string) =>
  truncate(name, TRUNCATION.recruitEventName.max, TRUNCATION.recruitEventName.ellipsis);
export { ELLIPSIS };
