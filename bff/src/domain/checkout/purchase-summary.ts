import {
  type CustomerTicket,
  legacy,
  normaliseCustomerTickets,
  normaliseEventDetail,
  normaliseTransactions,
  type PurchaseSummary,
} from '@tix/contract';
import { PURCHASE_NOT_CONFIRMED, PURCHASE_NOT_FOUND } from '@tix/contract/api/checkout';
import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { orNull } from '../../legacy/not-found.ts';
import { notFound } from '../../lib/problem.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';

/**
 * The purchase's tickets, by what the spec links: a customer ticket carries the m_payment_id of
 * its payment and the ticketnumber the payment was started with (spec part 1, section 3).
 */
async function ticketsOf(port: LegacyPort, paymentId: string, ticketNumber: string | null) {
  const raw = await port.legacy(legacy.CUSTOMERTICKETS_GETTICKETS);
  const tickets = legacy.isNothing(raw) ? [] : normaliseCustomerTickets(raw);
  const byPayment = tickets.filter((t) => t.paymentId === paymentId);
  if (byPayment.length || !ticketNumber) return byPayment;
  return tickets.filter((t) => t.number === ticketNumber);
}

/**
 * A transaction row of this payment. The spec gives a transaction no payment id (only its own
 * transaction_id), so this is the stand-in's reading, tried only when no ticket names the payment
 * (the provider has not confirmed it yet): a legacy whose ids differ leaves it unmatched.
 */
async function transactionOf(port: LegacyPort, paymentId: string) {
  const raw = await port.legacy(legacy.TRANSACTIONS_GETTRANSACTIONS);
  return normaliseTransactions(legacy.isNothing(raw) ? [] : raw).find((t) => t.id === paymentId) ?? null;
}

async function eventDate(port: LegacyPort, eventId: string | null) {
  if (!eventId) return { eventDay: null, eventStartTime: null };
  // The purchase is found whether or not its event still is.
  const detail = await orNull(port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }));
  if (detail === null || legacy.isNothing(detail)) return { eventDay: null, eventStartTime: null };
  const event = normaliseEventDetail(detail, eventId);
  return { eventDay: event.day || null, eventStartTime: event.startTime };
}

type Found = Pick<
  PurchaseSummary,
  'eventId' | 'eventName' | 'ticketType' | 'quantity' | 'amountCents' | 'status'
>;

/** Issued tickets: the purchase went through; the amount is our own formula of what was charged. */
function fromTickets(tickets: readonly CustomerTicket[]): Found {
  const [first] = tickets;
  const quantity = tickets.reduce((sum, t) => sum + t.admissions, 0);
  return {
    eventId: first?.eventId || null,
    eventName: first?.eventName ?? '',
    ticketType: first?.category || null,
    quantity,
    amountCents: checkoutTotal(first?.unitPriceCents ?? 0, quantity),
    status: 'complete',
  };
}

/**
 * What /success shows of one payment, read from the legacy (never from the provider's return
 * address): the customer's tickets of that payment, or, before they are issued, its transaction
 * row. `ticketNumber` is the one the customer started the payment with, as the BFF remembers it.
 */
export async function purchaseSummary(
  port: LegacyPort,
  paymentId: string,
  ticketNumber: string | null,
): Promise<PurchaseSummary> {
  const tickets = await ticketsOf(port, paymentId, ticketNumber);
  let found: Found | null = tickets.length ? fromTickets(tickets) : null;
  if (!found) {
    const row = await transactionOf(port, paymentId);
    if (row)
      found = {
        eventId: row.eventId,
        eventName: row.eventName,
        ticketType: row.ticketType,
        quantity: row.admissions,
        amountCents: row.grossCents,
        status: row.status,
      };
  }
  if (!found) throw notFound(ticketNumber ? PURCHASE_NOT_CONFIRMED : PURCHASE_NOT_FOUND);
  return { paymentId, ticketNumber, ...found, ...(await eventDate(port, found.eventId)) };
}
