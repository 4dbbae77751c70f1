import { SALES_CLOSED_COPY } from '../../lib/sales.ts';
import { REFUND_POLICY_COPY } from '../../ui/refund-policy.tsx';

// The spec's copy for buying and the payment results (part 1, sections 2, 4, 8; part 3).
export const CHECKOUT_COPY = {
  ...SALES_CLOSED_COPY,
  guestPrompt: 'Log in or Register before you can proceed',
  failedToInitiate: 'Failed to initiate payment.',
  paymentSuccessful: 'Payment Successful',
  paymentCancelled: 'Payment Cancelled',
  missingInfo: 'Oops. Missing some important info:',
  returnHome: 'Return Home',
  serverProblem: 'There was a problem with the server',
  verifyTitle: 'Verify Your Identity',
  verified: 'Identity Verified',
  startNewPurchase: 'Start New Purchase',
  processingTitle: 'Your ticket is being processed',
  processing: 'Your ticket is being processed and will be issued once the organiser approves your payment.',
  soldOut: 'Sold out',
  terms: 'I have read and agree to the terms and conditions and the refund policy',
  notFound: 'We could not find that ticket. Go back to the event and choose again.',
} as const;

/** The query /checkout needs (spec part 1, section 5); any one missing sends the buyer back. */
export const CHECKOUT_QUERY = [
  'eventid',
  'eventname',
  'eventDate',
  'fulldate',
  'posterUri',
  'accountid',
  'accounttype',
  'venue',
  'description',
  'businessid',
  'poster',
  'eventday',
  'starttime',
  'endtime',
  'previousPage',
  'campaignStatus',
  'ticketid',
  'ticketref',
  'command',
  'eventtype',
] as const;

/** The /cancelled page's required query (spec part 1, section 5). */
export const CANCELLED_REQUIRED = [
  'ticket_number',
  'ticket_id',
  'event_id',
  'business_id',
  'name_first',
  'name_last',
  'email',
  'item_name',
  'admission',
  'customer_id',
] as const;

/** The cancellation call runs only when these are present (spec part 1, section 4). */
export const CANCELLATION_NEEDS = [
  'ticket_id',
  'event_id',
  'business_id',
  'ticket_number',
  'name_first',
  'name_last',
  'email',
  'item_name',
] as const;

/** The refund terms shown before paying (issue 17; our copy, the tiers are the event's). */
export const REFUND_TERMS_COPY = {
  heading: 'Refund terms for this event',
  ...REFUND_POLICY_COPY,
  today: (refund: string, price: string) =>
    `Asked for today, a refund would return ${refund} of a ${price} ticket.`,
} as const;
