import type { ResponseOf } from '@tix/contract/api/define';
import type { EditableEvent } from '@tix/contract/api/event-editing';
import type { api } from '@tix/contract/api/index';
import { todayInSouthAfrica } from '@tix/contract/domain/dates';
import type { EventOverview } from '@tix/contract/model/event-management';
import type { TicketTiers } from '@tix/contract/model/event-setup';
import type { DashboardCounts, OrganiserEvent } from '@tix/contract/model/organiser';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import type { Transaction } from '@tix/contract/model/transaction';
import { saDateTime } from '@tix/mocks/legacy/clock';
import type { EventRecord } from '@tix/mocks/legacy/model';
import { mockStandin } from '@tix/mocks/msw/node';
import { bffAnswer, sessions } from './seed.ts';

// The demo customer's tickets and the demo organiser's events picked by the state a test needs,
// from the BFF's own answers over the current mock world: tests name a state, never an id, and
// read what the screen will show from the product. Call them inside a test (the world is reset
// after each), before the test changes anything if it wants the seed's values.

function found<T>(what: string, value: T | undefined): T {
  if (value === undefined) throw new Error(`The seed gives ${what}`);
  return value;
}

// --- The demo customer ---

/** The demo customer's tickets as GET /api/tickets lists them (newest first). */
export const customerTickets = () => bffAnswer<CustomerTicket[]>('/api/tickets', sessions.customer);

/** The demo customer's transactions as GET /api/transactions lists them (newest first). */
export const customerTransactions = () => bffAnswer<Transaction[]>('/api/transactions', sessions.customer);

/** What /zoom reads for one ticket: the ticket, its event and the event's refund governance. */
type TicketPage = ResponseOf<typeof api.tickets.getTicket>;
export const ticketPage = (ticket: Pick<CustomerTicket, 'eventId' | 'id'>) =>
  bffAnswer<TicketPage>(`/api/tickets/event/${ticket.eventId}/${ticket.id}`, sessions.customer);

/** The demo customer's first ticket (newest first) whose page passes `test`. */
async function customerTicketWhere(state: string, test: (page: TicketPage) => boolean) {
  for (const ticket of await customerTickets()) {
    const page = await ticketPage(ticket);
    if (test(page)) return page.ticket;
  }
  return found<CustomerTicket>(`the demo customer no ${state} ticket`, undefined);
}

/** The demo customer's ticket in each state the customer area shows. */
export const customerTicket = {
  /** Upcoming, with its QR code, never asked for a refund, its event taking refunds: refundable. */
  valid: () =>
    customerTicketWhere(
      'refundable',
      ({ ticket, event, governance }) =>
        ticket.qrPayload !== null &&
        ticket.refundStatus === null &&
        ticket.refundAttempts === 0 &&
        governance.refundsAllowed &&
        (event?.day ?? '') > todayInSouthAfrica(),
    ),
  /** A refund asked for, not yet looked at. */
  refundSubmitted: () =>
    customerTicketWhere('refund submitted', ({ ticket }) => ticket.refundStatus === 'Pending'),
  /** A refund the organiser is reviewing. */
  refundUnderReview: () =>
    customerTicketWhere('refund under review', ({ ticket }) => ticket.refundStatus === 'Under_review'),
  /** Refunded. */
  refunded: () => customerTicketWhere('refunded', ({ ticket }) => ticket.refundStatus === 'Approved'),
  /** Issued without a QR payload. */
  invalidPass: () => customerTicketWhere('invalid pass', ({ ticket }) => ticket.qrPayload === null),
  /** As many refund requests as its event allows already made. */
  attemptsUsedUp: () =>
    customerTicketWhere(
      'attempts used up',
      ({ ticket }) => ticket.maxAttempts !== null && ticket.refundAttempts >= ticket.maxAttempts,
    ),
  /** Its event has refunds switched off. */
  refundsOff: () => customerTicketWhere('refunds off', ({ governance }) => !governance.refundsAllowed),
};

// --- The demo organiser ---

/** The demo organiser's events as GET /api/organiser/events lists them (the dashboard's table). */
export const organiserEvents = () => bffAnswer<OrganiserEvent[]>('/api/organiser/events', sessions.organiser);

/** The dashboard's counters as GET /api/organiser/counts answers them. */
export const dashboardCounts = () => bffAnswer<DashboardCounts>('/api/organiser/counts', sessions.organiser);

/** An event's /editevent page as GET /api/organiser/events/:eventId answers it. */
const eventOverview = (eventId: string) =>
  bffAnswer<EventOverview>(`/api/organiser/events/${eventId}`, sessions.organiser);

/** An event's loaded tiers as GET /api/organiser/events/:eventId/tickets answers them. */
export const ticketTiers = (eventId: string) =>
  bffAnswer<TicketTiers>(`/api/organiser/events/${eventId}/tickets`, sessions.organiser);

/** What /updateeventdetails starts from: GET /api/organiser/events/:eventId/details. */
const editableEvent = (eventId: string) =>
  bffAnswer<EditableEvent>(`/api/organiser/events/${eventId}/details`, sessions.organiser);

/** The demo organiser's first event (in the dashboard's order) whose `read` passes `test`. */
async function organiserEventWhere<T>(
  state: string,
  read: (eventId: string) => Promise<T>,
  test: (value: T) => boolean,
): Promise<T> {
  for (const event of await organiserEvents()) {
    const value = await read(event.id);
    if (test(value)) return value;
  }
  return found<T>(`the demo organiser no ${state} event`, undefined);
}

/** The demo organiser's events by the part they play in loading tickets and posters. */
export const setupEvent = {
  /** Funded, with the VIP tier (and the others) loaded. */
  loaded: () => setupEventWhere('loaded', (e, tiers) => (e.budgetCents ?? 0) > 0 && tiers.vip !== null),
  /** A draft: no budget, no tier loaded. */
  draft: () => setupEventWhere('draft', (e, tiers) => (e.budgetCents ?? 0) === 0 && tiers.vip === null),
};

/** The demo organiser's first event (in the dashboard's order) whose loaded tiers pass `test`. */
async function setupEventWhere(
  state: string,
  test: (event: OrganiserEvent, tiers: TicketTiers) => boolean,
): Promise<OrganiserEvent> {
  for (const event of await organiserEvents()) {
    if (test(event, await ticketTiers(event.id))) return event;
  }
  return found<OrganiserEvent>(`the demo organiser no ${state} event`, undefined);
}

/** The seed's record of one of the demo organiser's events, to change the world before a render. */
function seedRecord(eventId: string): EventRecord {
  return found(
    `no event ${eventId}`,
    mockStandin().data.events.find((e) => String(e.id) === eventId),
  );
}

const yesterday = () => saDateTime(new Date(), -1);

const scheduledPage = () =>
  organiserEventWhere(
    'scheduled and running',
    eventOverview,
    (p) =>
      p.lifecycle.state === 'scheduled' &&
      p.checklist.next === 'download' &&
      p.checklist.campaignStatus === 'running' &&
      p.ticketHolders > 0,
  );

/**
 * The demo organiser's /editevent page in each state it shows. Where the seed has no event in a
 * state, one of the demo organiser's events is put in it in the mock world first, as the stand-in
 * itself would (the page then reads the changed world).
 */
export const organiserEventPage = {
  /** Tickets, poster and a running campaign: only the download is left. Has ticket holders. */
  scheduled: scheduledPage,
  /** A draft: nothing done yet, tickets come first. */
  draft: () =>
    organiserEventWhere(
      'draft',
      eventOverview,
      (p) => p.lifecycle.state === 'scheduled' && p.checklist.next === 'tickets',
    ),
  /** Tickets loaded, no poster. */
  noPoster: () =>
    organiserEventWhere(
      'poster-less',
      eventOverview,
      (p) => p.lifecycle.state === 'scheduled' && p.checklist.next === 'poster',
    ),
  /** Tickets and a poster, no campaign yet: a scheduled event's budget taken away in the world. */
  noCampaign: async () => {
    const { event } = await scheduledPage();
    Object.assign(seedRecord(event.id), { budgetCents: 0, campaignStatus: 'stop' });
    return eventOverview(event.id);
  },
  /** Postponed (the seed has one). */
  postponed: () => organiserEventWhere('postponed', eventOverview, (p) => p.lifecycle.state === 'postponed'),
  /** Cancelled yesterday: a scheduled event cancelled in the world (the seed cancels none of theirs). */
  cancelled: async () => {
    const { event } = await scheduledPage();
    Object.assign(seedRecord(event.id), {
      state: 'cancelled',
      cancelledAt: yesterday(),
      campaignStatus: 'stop',
    });
    return eventOverview(event.id);
  },
  /** Deleted yesterday: a draft deleted in the world (the seed deletes none). */
  deleted: async () => {
    const { event } = await organiserEventPage.draft();
    seedRecord(event.id).deletedAt = yesterday();
    return eventOverview(event.id);
  },
  /** Its day has passed: concluded. */
  past: () => organiserEventWhere('past', eventOverview, (p) => p.lifecycle.state === 'concluded'),
};

/** The demo organiser's events as the edit form reads them, by what the form allows. */
export const editingEvent = {
  /** Editable, refunds allowed, no sale yet (the refund setting can change). */
  open: () =>
    organiserEventWhere(
      'editable and unlocked',
      editableEvent,
      (e) => !e.notEditable && !e.refundPolicyLocked && e.refundsAllowed,
    ),
  /** Editable, with sales: the refund setting is locked. */
  locked: () =>
    organiserEventWhere('editable and locked', editableEvent, (e) => !e.notEditable && e.refundPolicyLocked),
  /** Its day has passed: it cannot be edited. */
  passed: () => organiserEventWhere('past', editableEvent, (e) => e.notEditable === 'passed'),
};
