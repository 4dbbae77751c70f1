import type { DashboardCounterPart } from '@tix/contract/api/organiser-events';
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
  /** Ours (issue 40): a counter read that failed, as the note's subject (the other counters show). */
  counterParts: {
    eventCounts: 'Your event counts and revenue',
    campaignCount: 'Your campaign count',
    clientCount: 'Your client count',
    deactivatedPromoterCount: 'Your deactivated promoter count',
  } satisfies Record<DashboardCounterPart, string>,
} as const;

/**
 * The counters, in the spec's order ('revenue' is labelled Outflow in one place), each with the
 * read (part) it comes from: a part that could not be read leaves its counters out.
 */
export const COUNTERS: readonly {
  key: keyof DashboardCounts;
  label: string;
  part: DashboardCounterPart;
  money?: true;
}[] = [
  { key: 'ongoing', label: 'Ongoing', part: 'eventCounts' },
  { key: 'upcoming', label: 'Upcoming', part: 'eventCounts' },
  { key: 'past', label: 'Past', part: 'eventCounts' },
  { key: 'revenueCents', label: 'Revenue', part: 'eventCounts', money: true },
  { key: 'campaignCount', label: 'Campaigns', part: 'campaignCount' },
  { key: 'deactivatedPromoterCount', label: 'Deactivated promoters', part: 'deactivatedPromoterCount' },
  { key: 'clientCount', label: 'Clients', part: 'clientCount' },
];

export const EVENT_COLUMNS = {
  event: 'Event',
  date: 'Date',
  status: 'Status',
  visibility: 'Visibility',
  /** Tickets in the event's paid orders (MYEVENTS' sold): what the Sales column's money bought. */
  sold: 'Tickets in paid orders',
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

// Creating and editing an event (spec part 2, /addevent and /updateeventdetails, section 4's refund
// setting). The validation messages are the contract's (EVENT_MESSAGES), the refusals too
// (EVENT_EDIT_MESSAGES).

export const EVENT_FORM_COPY = {
  /** Ours (issue 28): the confirmations where the organiser lands after saving. */
  created: (name: string) => `Event created: ${name}. Open it to load its tickets.`,
  saved: 'Event details saved.',
  addHeading: 'Create event',
  editHeading: 'Edit event details',
  back: 'Back',
  eventType: 'Event type',
  chooseEventType: 'Select event type',
  province: 'Hosting province',
  chooseProvince: 'Select the hosting province',
  eventName: 'Event name',
  organiserName: 'Organiser name (optional)',
  organiserNameHint: 'Leave blank to use your account name.',
  venue: 'Venue',
  theme: 'Theme',
  expected: 'Estimated number of attendees',
  startDate: 'Event date',
  endDate: 'End date',
  startTime: 'Start time',
  endTime: 'End time',
  description: 'Description',
  refundsNotice: 'Refunds are off by default. You can enable them in Edit Event before ticket sales begin.',
  create: 'Create event',
  creating: 'Creating event…',
  save: 'Save changes',
  saving: 'Saving changes…',
  loading: 'Loading the event…',
  noEvent: 'No event was chosen. Open an event from your dashboard.',
  backToEvent: 'Back to the event',
} as const;

export const REFUND_SETTING_COPY = {
  heading: 'Refunds',
  allowed: 'Ticket holders may ask for refunds for this event.',
  notAllowed: 'Refunds are not allowed for this event.',
  allow: 'Allow refunds',
  stop: 'Turn refunds off',
  changing: 'Saving the refund setting…',
  lockedSince: 'The refund setting is locked since the first ticket sale.',
  beforeSales: 'You can change this until the first ticket is sold; then it locks.',
  loading: 'Loading the refund setting…',
  /** Ours (issue 40): the note's subject when the setting could not be read. */
  part: 'The refund setting',
  allowedNow: 'Refunds are now allowed for this event.',
  stoppedNow: 'Refunds are now off for this event.',
} as const;
