import { createHash } from 'node:crypto';
import {
  type Event,
  legacy,
  normaliseAvailability,
  normaliseEventDetail,
  normaliseTicketType,
  rows,
  type TicketType,
} from '@tix/contract';
import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { hasEventEnded, sellState } from '@tix/contract/domain/events';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, notFound, notLoggedIn, problem } from '../lib/problem.ts';
import { todayInSouthAfrica } from '../lib/today.ts';
import { sessionUser } from '../plugins/session.ts';

// What a purchase is about, always read from the legacy's own data: the event, its organiser and
// the ticket type's prices and stock. Nothing of it is taken from the browser.

export const SALES_CLOSED = {
  ended: 'This event has ended. Ticket sales are closed.',
  notActive: "This event isn't active right now. Please check back later.",
} as const;

export const FAILED_TO_INITIATE = 'Failed to initiate payment.';

export interface Order {
  event: Event;
  ticket: TicketType;
}

export function currentUser(req: FastifyRequest) {
  const user = sessionUser(req);
  if (!user) throw notLoggedIn();
  return user;
}

export async function loadOrder(req: FastifyRequest, eventId: string, ticketId: string): Promise<Order> {
  const [detail, tickets] = await Promise.all([
    req.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }),
    req.legacy(legacy.TICKETS, { eventid: eventId }),
  ]);
  if (legacy.isEmptyVal(detail)) throw notFound('This event does not exist or is no longer listed.');
  const ticket = rows(tickets)
    .map(normaliseTicketType)
    .find((t) => t.id === ticketId);
  if (!ticket) throw notFound('This ticket type is not on sale for this event.');
  return { event: normaliseEventDetail(detail, eventId), ticket };
}

/** The spec's notice when the event cannot sell; an ended event says so first. */
export function salesClosed(event: Event): string | null {
  const today = todayInSouthAfrica();
  if (hasEventEnded(event.day, today)) return SALES_CLOSED.ended;
  const state = sellState(
    { campaignStatus: event.campaignStatus, balanceCents: event.balanceCents ?? 0, day: event.day },
    today,
  );
  return state === 'sellable' ? null : SALES_CLOSED.notActive;
}

export function assertOnSale(event: Event): void {
  const closed = salesClosed(event);
  if (closed) throw new HttpProblem(problem(422, 'Tickets not on sale', closed));
}

/** Live stock of one ticket type (never cached: it is rechecked before each increase). */
export async function liveStock(req: FastifyRequest, order: Order) {
  const raw = await req.legacy(legacy.CHECKAVAILABLETICKETS, {
    eventid: order.event.id,
    ticketid: order.ticket.id,
  });
  return normaliseAvailability(raw, order.ticket.id, order.ticket.tier);
}

export const tierLabel = (ticket: TicketType) => TICKET_TIER_LABELS[ticket.tier];

export const unitPriceCents = (ticket: TicketType, group: 'adults' | 'kids') =>
  group === 'kids' ? (ticket.kidsPriceCents ?? 0) : ticket.adultPriceCents;

/**
 * The purchase's ticket number: 7 uppercase letters derived from the account and the checkout's
 * random token, so a retried request names the same purchase.
 */
export function ticketNumberFor(accountId: string, token: string): string {
  const digest = createHash('sha256').update(`${accountId}:${token}`).digest();
  return [...digest.subarray(0, 7)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

/** Legacy amounts are rand with two decimals. */
export const randText = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
