import { formatRand } from '@tix/contract/domain/money';

// /campaign, /campaignsuccess and /campaigncancelled. The save and budget messages are the
// contract's (forms/campaigns.ts); the rest is ours.

export const CAMPAIGN_COPY = {
  title: 'Campaign',
  loading: 'Loading the campaign…',
  noEvent: 'Choose an event from your dashboard to create its campaign.',
  backToEvent: 'Back to the event',
  eventHeading: 'Event',
  detailsHeading: 'Campaign details',
  campaignName: 'Campaign name',
  keywords: 'Keywords',
  keywordsHint: 'Separate keywords with commas.',
  startDate: 'Start date',
  endDate: 'End date',
  save: 'Save campaign',
  saving: 'Saving…',
  moneyHeading: 'Budget and balance',
  budget: 'Budget',
  balance: 'Balance',
  balanceHint: 'Your budget minus the service fees taken so far.',
  status: 'Status',
  launchHeading: 'Launch campaign',
  topUpHeading: 'Top up budget',
  saveFirst: 'Save the campaign details first, then launch it.',
  estimatedBudget: (cents: number) => `Estimated budget: ${formatRand(cents)}`,
  budgetField: 'Budget (R)',
  budgetHint: 'At least R10.00. A 3.5% service fee per ticket sold is taken from the budget.',
  bidMargin: 'Bid margin',
  payByCard: 'Pay by card',
  topUp: 'Top up budget',
  redirecting: 'Taking you to the payment page…',
  creditNote: (cents: number) => `Your first campaign comes with ${formatRand(cents)} credit.`,
  launchWithCredit: 'Launch with credit',
  launching: 'Launching…',
  creditApplied: 'Your campaign is live with the first-campaign credit.',
} as const;

export const CAMPAIGN_PAYMENT_COPY = {
  checking: 'Checking your payment…',
  invalidLink: 'This payment link is not valid.',
  successTitle: 'Payment successful',
  credited: (cents: number) => `${formatRand(cents)} was added to your campaign budget.`,
  pendingTitle: 'Payment being confirmed',
  pending:
    'We are waiting for the payment provider to confirm your payment. Your budget updates as soon as it does.',
  checkAgain: 'Check again',
  cancelledTitle: 'Payment cancelled',
  unchanged: 'Your campaign budget is unchanged.',
  campaign: (name: string) => `Campaign: ${name}`,
  budget: 'Budget',
  balance: 'Balance',
  status: 'Status',
  toEvent: 'Back to the event',
  toDashboard: 'Go to the dashboard',
} as const;
