// The payout forms' messages (spec part 3, section 5), apart from their schemas (payouts.ts) so a
// screen that only shows them does not load zod.

export const PAYOUT_MESSAGES = {
  amountInvalid: 'Enter a valid amount',
  exceedsNetPayout: 'Amount cannot exceed net payout',
  exceedsAvailable: 'Amount cannot exceed Available amount',
  noSales: 'No sales have been made yet.',
  /** Not in the spec, ours: only an unknown type sent straight to the API can trigger it. */
  typeInvalid: 'Choose a partial or full payout',
} as const;
