// Sizes, page sizes and timings from section 9 of each spec part. Durations are milliseconds.

export const QR_SIZE_PX = 250;
export const PRINTED_TICKETS_PER_PAGE = 4;
/** Ticket allocation is requested this long after the print page loads. */
export const PRINT_ALLOCATION_DELAY_MS = 3_000;

export const DASHBOARD_PAGE_SIZE = 10;
export const TRANSACTIONS_PAGE_SIZE = 10;
/**
 * Ours (issue 28): long organiser lists show this many cards a page on a phone (at most
 * MOBILE_BREAKPOINT_PX wide), so the dashboard is not a 3 800 px scroll of cards.
 */
export const PHONE_PAGE_SIZE = 5;
/** The dashboard's event list shows 'More...' from this many events. */
export const DASHBOARD_MORE_FROM_EVENTS = 4;

export const RESEND_CODE_COUNTDOWN_MS = 30_000;

/** How long each banner stays; the spec gives 3 to 6 seconds overall. */
export const BANNER_TIMEOUTS_MS = {
  login: 4_000,
  editProfile: 4_000,
  recovery: 5_000,
  registration: 5_000,
  feedback: 5_000,
  partnerSignUp: 5_000,
  stock: 4_000,
  model: 4_000,
  points: 5_000,
  payout: 5_000,
  sell: 5_000,
  balanceTransfer: 5_000,
  bankDetails: 5_000,
  identityFailure: 7_000,
  default: 5_000,
} as const;
export const TOAST_MS = 3_000;
export const MIN_SPINNER_MS = 1_000;

/** Service promises stated on the policy pages. */
export const REFUND_REVIEW_BUSINESS_DAYS = 5;
export const REFUND_PAYMENT_WORKING_DAYS = { min: 7, max: 10 } as const;
export const SUPPORT_REPLY_HOURS = 48;
export const DATA_RETENTION_YEARS = 5;
