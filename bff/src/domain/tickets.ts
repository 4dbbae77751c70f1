import {
  type CustomerTicket,
  legacy,
  normaliseEventDetail,
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
/**
 * The day and start read from an event's details, per details object: the read cache hands every
 * request the same object while it is fresh, so it is normalised once, not on every list.
 */
const timesOfDetail = new WeakMap<object, EventTimes>();

/**
 * Ticket rows carry no event date: each distinct event's public details (cached reads) give its
 * day and start. An event whose details cannot be read leaves its tickets without them. The
 * tickets given are filled in and returned (callers pass rows they have just normalised).
 */
export async function withEventTimes(
  port: LegacyPort,
  log: FastifyBaseLogger,
  tickets: CustomerTicket[],
): Promise<CustomerTicket[]> {
  const ids = [...new Set(tickets.map((t) => t.eventId).filter((id) => /^\d+$/.test(id)))];
  const times = new Map<string, EventTimes>();
  await Promise.all(
    ids.map(async (eventId) => {
      try {
        const detail = await port.publicRead(legacy.FETCH_EVENT_DETAILS, { eventid: eventId });
        if (legacy.isEmptyVal(detail)) return;
        let known = timesOfDetail.get(detail);
        if (!known) {
          const event = normaliseEventDetail(detail, eventId);
          known = { day: event.day || null, startTime: event.startTime?.slice(0, 5) ?? null };
          timesOfDetail.set(detail, known);
        }
        times.set(eventId, known);
      } catch (error) {
        log.warn({ err: error }, 'tickets: event date not read');
      }
    }),
  );
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
