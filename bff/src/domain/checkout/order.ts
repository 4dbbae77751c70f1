import {
  type Event,
  legacy,
  normaliseEventDetail,
  normaliseTicketType,
  rows,
  type TicketType,
} from '@tix/contract';
import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { SALES_CLOSED_MESSAGES, salesClosedReason } from '@tix/contract/domain/events';
import { sha256 } from '../../lib/digest.ts';
import { HttpProblem, notFound, problem } from '../../lib/problem.ts';
import { todayInSouthAfrica } from '../../lib/today.ts';
import { BALANCE_FALLBACKS, type FallbackLog, noteFallback } from '../../lib/unknown-figures.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';
import { stockOf } from './stock.ts';

// What a purchase is about, always read from the legacy's own data: the event, its organiser and
// the ticket type's prices and stock. Nothing of it is taken from the browser.

export const FAILED_TO_INITIATE = 'Failed to initiate payment.';

export interface Order {
  event: Event;
  ticket: TicketType;
}

const NO_SUCH_TICKET = legacy.NOT_FOUND.ticketType;

function ticketOf(tickets: readonly legacy.RawTicketType[], ticketId: string): TicketType {
  const ticket = tickets.map(normaliseTicketType).find((t) => t.id === ticketId);
  if (!ticket) throw notFound(NO_SUCH_TICKET);
  return ticket;
}

/** What a purchase is about, read fresh: the event (sellability, organiser) and the ticket's prices. */
export async function loadOrder(port: LegacyPort, eventId: string, ticketId: string): Promise<Order> {
  const [detail, tickets] = await Promise.all([
    port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }),
    port.legacy(legacy.TICKETS, { eventid: eventId }),
  ]);
  if (legacy.isNothing(detail)) throw notFound(legacy.NOT_FOUND.event);
  return { event: normaliseEventDetail(detail, eventId), ticket: ticketOf(rows(tickets), ticketId) };
}

/**
 * The ticket type for a stock check: from the shared public read the event page made moments
 * before (coalesced and cached), so opening checkout reads TICKETS once. Prices that a payment
 * uses come from `loadOrder`, fresh.
 */
export async function ticketForStock(
  port: LegacyPort,
  eventId: string,
  ticketId: string,
): Promise<TicketType> {
  return ticketOf(rows(await port.publicRead(legacy.TICKETS, { eventid: eventId })), ticketId);
}

/**
 * The spec's notice when the event cannot sell; an ended event says so first. The detail answer
 * the spec lists carries no balance: without one, the campaign status and the day decide alone.
 */
export function salesClosed(event: Event): string | null {
  const reason = salesClosedReason(
    { campaignStatus: event.campaignStatus, balanceCents: event.balanceCents, day: event.day },
    todayInSouthAfrica(),
  );
  return reason && SALES_CLOSED_MESSAGES[reason];
}

/** Refuses a sale the spec's rule closes; a fallback on an unknown balance is logged when `log` is given. */
export function assertOnSale(event: Event, log?: FallbackLog): void {
  if (log && event.balanceCents === null)
    noteFallback(log, legacy.FETCH_EVENT_DETAILS.key, BALANCE_FALLBACKS.sellability);
  const closed = salesClosed(event);
  if (closed) throw new HttpProblem(problem(422, 'Tickets not on sale', closed));
}

/** A port that may log (a request does): stock read without counts is logged when it can. */
type PortMaybeLogging = LegacyPort & { log?: FallbackLog };

/** Live stock of one ticket type, read as the user: what a payment or a sale is checked against. */
export async function liveStock(port: PortMaybeLogging, eventId: string, ticket: TicketType) {
  const raw = await port.legacy(legacy.CHECKAVAILABLETICKETS, { eventid: eventId, ticketid: ticket.id });
  return stockOf(raw, ticket, port.log);
}

/**
 * Stock of one ticket type as a screen shows it (rechecked before each increase): a public read at
 * most a second old, shared by everyone asking at the same moment (docs/decisions/
 * 0015-public-read-cache.md). A payment or a sale still checks `liveStock`.
 */
export async function recentStock(port: PortMaybeLogging, eventId: string, ticket: TicketType) {
  const raw = await port.publicRead(legacy.CHECKAVAILABLETICKETS, { eventid: eventId, ticketid: ticket.id });
  return stockOf(raw, ticket, port.log);
}

export const tierLabel = (ticket: TicketType) => TICKET_TIER_LABELS[ticket.tier];

export const unitPriceCents = (ticket: TicketType, group: 'adults' | 'kids') =>
  group === 'kids' ? (ticket.kidsPriceCents ?? 0) : ticket.adultPriceCents;

/**
 * The purchase's ticket number: 7 uppercase letters derived from the account and the checkout's
 * random token, so a retried request names the same purchase.
 */
export function ticketNumberFor(accountId: string, token: string): string {
  const digest = sha256(`${accountId}:${token}`);
  return [...digest.subarray(0, 7)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}
