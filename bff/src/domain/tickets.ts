import {
  type CustomerTicket,
  customerTicketKeys,
  isLegacyId,
  legacy,
  normaliseEventDetail,
  normaliseEvents,
  normaliseRefundGovernance,
  rows,
} from '@tix/contract';
import type { FastifyBaseLogger } from 'fastify';
import { orNull } from '../legacy/not-found.ts';
import { notFound } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';

// Lookups shared by the ticket and refund routes. A ticket is named by its event and its key
// (ticketnumber and ticket_id: customerTicketKeys); everything the legacy wants (ticket_id, ticket
// number, payment id) is read from the customer's own rows, never taken from the client.

export const TICKET_NOT_FOUND = legacy.NOT_FOUND.customerTicket;

export async function ownTicketRows(port: LegacyPort, eventId: string) {
  return rows(await port.legacy(legacy.PREVIEWTICKETS, { eventid: eventId }));
}

/**
 * The customer's ticket row, or a 404 when it is not theirs. An address made before tickets were
 * keyed by number (a bookmark: the bare ticket_id) still opens its ticket where that id names one
 * row only; where it names several (a legacy whose ticket_id is the type's), it names none.
 */
export async function ownTicketRow(port: LegacyPort, eventId: string, ticketKey: string) {
  const all = await ownTicketRows(port, eventId);
  const keys = customerTicketKeys(all);
  let row = all[keys.indexOf(ticketKey)];
  let key = ticketKey;
  if (!row) {
    const byId = all.filter((r) => String(r.ticket_id) === ticketKey);
    row = byId.length === 1 ? byId[0] : undefined;
    key = row ? (keys[all.indexOf(row)] ?? ticketKey) : ticketKey;
  }
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return { row, all, key };
}

/**
 * The refund rules of the event of one of the customer's own tickets. The ticket exists (its row
 * was read), so rules answered with nothing read as none sent (the normaliser's defaults), not as
 * a 404 of the customer's ticket.
 */
export async function refundGovernance(port: LegacyPort, eventId: string) {
  const rules = await orNull(port.legacy(legacy.GET_REFUND_GOVERNANCE_RULES, { eventid: eventId }));
  return normaliseRefundGovernance(rules ?? null);
}

type EventTimes = { day: string | null; startTime: string | null };
const timesOf = (event: { day: string; startTime: string | null }): EventTimes => ({
  day: event.day || null,
  startTime: event.startTime?.slice(0, 5) ?? null,
});
/**
 * The day and start read from an event's details, or from the list of events, per answer object:
 * the read cache hands every request the same object while it is fresh, so it is normalised once,
 * not on every list.
 */
const timesOfDetail = new WeakMap<object, EventTimes>();
const timesOfList = new WeakMap<object, Map<string, EventTimes>>();

/** Each listed event's day and start, from the public list of events (one read for them all). */
function listedTimes(port: LegacyPort): Promise<Map<string, EventTimes>> {
  return port.publicRead(legacy.EVENTS, {}).then(indexedTimes);
}
function indexedTimes(list: Parameters<typeof normaliseEvents>[0]): Map<string, EventTimes> {
  // No events listed (any of PHP's forms of nothing): no dates from the list.
  if (legacy.isNothing(list)) return new Map();
  let known = timesOfList.get(list);
  if (!known) {
    known = new Map(normaliseEvents(list).map((e) => [e.id, timesOf(e)]));
    timesOfList.set(list, known);
  }
  return known;
}

async function detailTimes(port: LegacyPort, eventId: string): Promise<EventTimes | null> {
  // An event the legacy no longer knows leaves its tickets without a date (not a 404).
  const detail = await orNull(port.publicRead(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }));
  if (detail === null) return null;
  let known = timesOfDetail.get(detail);
  if (!known) {
    known = timesOf(normaliseEventDetail(detail, eventId));
    timesOfDetail.set(detail, known);
  }
  return known;
}

/** No dates known (never written: a copy is made before adding any). */
const NO_TIMES: ReadonlyMap<string, EventTimes> = new Map();

/**
 * Ticket rows carry no event date. Tickets of several events take them from the public list of
 * events (the read the home makes, cached and shared: one legacy call however many events), and
 * only an event missing from it (cancelled, paused, no longer listed) from its own details; a
 * single event's tickets from its details. An event whose date cannot be read leaves its tickets
 * without it. The tickets given are filled in and returned (callers pass rows they have just
 * normalised): at once when the list of events is fresh in the read cache, else once read.
 */
export function withEventTimes(
  port: LegacyPort,
  log: FastifyBaseLogger,
  tickets: CustomerTicket[],
): CustomerTicket[] | Promise<CustomerTicket[]> {
  // The events named, each once (a list has few events and many tickets), that can be looked up.
  const ids: string[] = [];
  for (const t of tickets) {
    const id = t.eventId;
    if (!ids.includes(id) && isLegacyId(id) && id !== '') ids.push(id);
  }
  if (ids.length > 1) {
    // The usual case: the list of events is in the read cache, fresh. No promise, no wait.
    const list = port.freshPublic(legacy.EVENTS, {});
    if (list !== undefined) return withTimesOf(port, log, tickets, ids, indexedTimes(list));
  }
  return eventTimesRead(port, log, tickets, ids);
}

async function eventTimesRead(
  port: LegacyPort,
  log: FastifyBaseLogger,
  tickets: CustomerTicket[],
  ids: string[],
): Promise<CustomerTicket[]> {
  let times = NO_TIMES;
  if (ids.length > 1) {
    try {
      times = await listedTimes(port);
    } catch (error) {
      log.warn({ err: error }, 'tickets: list of events not read');
    }
  }
  return withTimesOf(port, log, tickets, ids, times);
}

/** The tickets filled from the times known, after reading the details of events missing there. */
function withTimesOf(
  port: LegacyPort,
  log: FastifyBaseLogger,
  tickets: CustomerTicket[],
  ids: string[],
  known: ReadonlyMap<string, EventTimes>,
): CustomerTicket[] | Promise<CustomerTicket[]> {
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return filled(tickets, known);
  const more = new Map(known);
  return Promise.all(
    missing.map(async (eventId) => {
      try {
        const times = await detailTimes(port, eventId);
        if (times) more.set(eventId, times);
      } catch (error) {
        log.warn({ err: error }, 'tickets: event date not read');
      }
    }),
  ).then(() => filled(tickets, more));
}

// The rows were just normalised for this answer (eventDay and eventStartTime null): filled in
// place rather than copied, one object per ticket less on every list.
function filled(tickets: CustomerTicket[], times: ReadonlyMap<string, EventTimes>): CustomerTicket[] {
  for (const t of tickets) {
    const time = times.get(t.eventId);
    if (!time) continue;
    t.eventDay = time.day;
    t.eventStartTime = time.startTime;
  }
  return tickets;
}
