// The spec's words that several features show.

/** An empty list (spec part 1, section 8; the organiser's lists in part 2 say the same). */
export const NO_DATA = 'No data found';

/** The next step an empty buyer-facing list offers (issue 17: an empty page never leaves the user nowhere). */
export const EMPTY_STATE_NEXT = 'Browse events';

/** The link from an organiser's screen about one event back to its hub (/editevent). */
export const BACK_TO_EVENT = 'Back to event';

/** A list's pager (ui/pagination.tsx). */
export const PAGINATION_COPY = {
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
