import {
  type CustomerTicket,
  legacy,
  normaliseEventDetail,
  normaliseEvents,
  normaliseRefundGovernance,
  rows,
} from '@tix/contract';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';

// Lookups shared by the ticket and refund routes. A ticket is named by its event and its id;
// everything else the legacy wants (ticket number, payment id) is read from the customer's own
// rows, never taken from the client.

export const TICKET_NOT_FOUND = 'We could not find that ticket among yours.';

export async function ownTicketRows(port: LegacyPort, eventId: string) {
  return rows(await port.legacy(legacy.PREVIEWTICKETS, { eventid: eventId }));
}

/** The customer's ticket row, or a 404 when it is not theirs. */
export async function ownTicketRow(port: LegacyPort, eventId: string, ticketId: string) {
  const all = await ownTicketRows(port, eventId);
  const row = all.find((r) => String(r.ticket_id) === ticketId);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return { row, all };
}

export async function refundGovernance(port: LegacyPort, eventId: string) {
  return normaliseRefundGovernance(
    await port.legacy(legacy.GET_REFUND_GOVERNANCE_RULES, { eventid: eventId }),
  );
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
  let known = timesOfList.get(list);
  if (!known) {
    known = new Map(normaliseEvents(list).map((e) => [e.id, timesOf(e)]));
    timesOfList.set(list, known);
  }
  return known;
}

async function detailTimes(port: LegacyPort, eventId: string): Promise<EventTimes | null> {
  const detail = await port.publicRead(legacy.FETCH_EVENT_DETAILS, { eventid: eventId });
  if (legacy.isEmptyVal(detail)) return null;
  let known = timesOfDetail.get(detail);
  if (!known) {
    known = timesOf(normaliseEventDetail(detail, eventId));
    timesOfDetail.set(detail, known);
  }
  return known;
}

const EVENT_ID = /^\d+$/;
/** No dates known (never written: a copy is made before adding any). */
const NO_TIMES: ReadonlyMap<string, EventTimes> = new Map();

/**
 * Ticket rows carry no event date. Tickets of several events take them from the public list of
 * events (the read the home makes, cached and shared: one legacy call however many events), and
 * only an event missing from it (cancelled, paused, no longer listed) from its own details; a
 * single event's tickets from its details. An event whose date cannot be read leaves its tickets
 * without it. The tickets given are filled in and returned (callers pass rows they have just
 * normalised).
 */
export async function withEventTimes(
  port: LegacyPort,
  log: FastifyBaseLogger,
  tickets: CustomerTicket[],
): Promise<CustomerTicket[]> {
  // The events named, each once (a list has few events and many tickets), that can be looked up.
  const ids: string[] = [];
  for (const t of tickets) {
    const id = t.eventId;
    if (!ids.includes(id) && EVENT_ID.test(id)) ids.push(id);
  }
  let times = NO_TIMES;
  if (ids.length > 1) {
    try {
      times = await listedTimes(port);
    } catch (error) {
      log.warn({ err: error }, 'tickets: list of events not read');
    }
  }
  const missing = ids.filter((id) => !times.has(id));
  if (missing.length > 0) {
    const more = new Map(times);
    await Promise.all(
      missing.map(async (eventId) => {
        try {
          const known = await detailTimes(port, eventId);
          if (known) more.set(eventId, known);
        } catch (error) {
          log.warn({ err: error }, 'tickets: event date not read');
        }
      }),
    );
    times = more;
  }
  // The rows were just normalised for this answer (eventDay and eventStartTime null): filled in
  // place rather than copied, one object per ticket less on every list.
  for (const t of tickets) {
    const time = times.get(t.eventId);
    if (!time) continue;
    t.eventDay = time.day;
    t.eventStartTime = time.startTime;
  }
  return tickets;
}
