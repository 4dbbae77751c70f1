import { NO_DATA } from '../../ui/copy.ts';

// The spec's copy for browsing and search (part 1, sections 2 and 8).
export const BROWSE_COPY = {
  allEvents: 'All events',
  eventsIn: (province: string) => `Events in ${province}`,
  categoryEvents: (category: string) => `Events: ${category}`,
  noEvents: 'No events found.',
  /** Not in the spec (issue 28): ended events, kept apart after what is on. */
  pastEvents: 'Past events',
  noEventsInProvince: (province: string) => `There are no events in ${province} at the moment.`,
  noEventsInCategory: 'No event is active for this category. Try again later',
  more: 'More...',
  noData: NO_DATA,
  categoriesHeading: 'Categories',
  categoriesIntro: 'Pick a category to see its events.',
  costsLink: 'What it costs',
  affiliateLink: 'Join the Affiliate Program',
  searchLabel: 'Search events',
  noMatchFor: (text: string) => `No match found for "${text}"`,
  organiserNoResults: 'No results. Make sure your account has events.',
  customerNoResults: 'No event found',
  tryAgain: 'Try again',
  searchButton: 'Search',
  resultsHeading: (q: string) => `Search results for "${q}"`,
  searchPrompt: 'Type the name of an event, a venue or an organiser to search.',
  allCategories: 'See all categories',
  myEvents: 'Go to my events',
  combined: (category: string, province: string) => `Events: ${category} in ${province}`,
} as const;

/** The header search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;
