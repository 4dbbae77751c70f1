import type { DashboardCounts } from '@tix/contract/model/organiser';

// The organiser's dashboard and event list (spec part 2, sections 2, 8 and 9).

export const ORGANISER_EVENTS_COPY = {
  dashboardHeading: (name: string) => `Welcome, ${name}`,
  countersLabel: 'Your figures',
  eventsHeading: 'Your events',
  myEventsHeading: 'My Events',
  createEvent: 'Create event',
  addEvent: 'Add event',
  more: 'More...',
  noEvents: 'You have no events',
  loadingEvents: 'Loading your events…',
  loadingCounts: 'Loading your figures…',
  retry: 'Try again',
} as const;

/** The counters, in the spec's order ('revenue' is labelled Outflow in one place). */
export const COUNTERS: readonly { key: keyof DashboardCounts; label: string; money?: true }[] = [
  { key: 'ongoing', label: 'Ongoing' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'past', label: 'Past' },
  { key: 'revenueCents', label: 'Revenue', money: true },
  { key: 'campaignCount', label: 'Campaigns' },
  { key: 'deactivatedPromoterCount', label: 'Deactivated promoters' },
  { key: 'clientCount', label: 'Clients' },
];

export const EVENT_COLUMNS = {
  event: 'Event',
  date: 'Date',
  status: 'Status',
  visibility: 'Visibility',
  sold: 'Tickets sold',
  sales: 'Sales',
} as const;

/** Loading tickets and the poster (/editevent's dialogs; spec part 2, sections 3, 5 and 7). */
export const EVENT_SETUP_COPY = {
  loadTicketsHeading: 'Load tickets',
  tier: 'Ticket category',
  currentHeading: 'Loaded so far',
  tierColumn: 'Category',
  adultsColumn: 'Adults',
  kidsColumn: 'Kids',
  notLoaded: 'Not loaded',
  loaded: (count: number, price: string) => `${count} at ${price}`,
  adultTickets: 'Adult tickets',
  adultPrice: 'Adult ticket price (R)',
  kidsTickets: 'Kids tickets',
  kidsPrice: 'Kids ticket price (R)',
  countsHint: "The tier's total: tickets already sold stay loaded.",
  loadButton: 'Load tickets',
  loading: 'Loading tickets…',
  loadingTiers: 'Loading the ticket categories…',
  posterHeading: 'Poster',
  posterField: 'Poster image (jpg, jpeg, png, webp or gif, up to 5 MB)',
  currentPoster: 'Current poster',
  noPoster: 'No poster yet',
  preview: 'Chosen poster',
  uploadButton: 'Upload poster',
  uploading: 'Uploading',
  uploaded: 'Poster uploaded.',
} as const;
