import { effectiveMaxRefundAttempts, type TicketRefundStatus } from '../domain/refund-requests.ts';
import { isNothing, type Nothing } from '../legacy/raw.ts';
import type { RawCustomerTicket } from '../legacy/tickets.ts';
import type { rawTransaction } from '../legacy/transactions.ts';
import { isLegacyId } from '../model/ids.ts';
import type { CustomerTicket, RefundGovernance } from '../model/ticket.ts';
import type { Transaction, TransactionSummary } from '../model/transaction.ts';
import { rows } from './browse.ts';
import { clock, day, flag, id, integer, randToCents, text } from './values.ts';

type RawTransaction = import('zod').infer<typeof rawTransaction>;
type Rows<T> = readonly T[] | Nothing;

// A Map, not an object: a status spelled like one of Object's own keys ('constructor') is none.
const STATUS_BY_KEY = new Map<string, TicketRefundStatus>([
  ['pending', 'Pending'],
  ['under_review', 'Under_review'],
  ['approved', 'Approved'],
]);

/** 'Pending', 'pending', 'Under review', 'UNDER_REVIEW' and the like; declined or cancelled is none. */
export function ticketRefundStatus(value: unknown): TicketRefundStatus | null {
  // Most tickets have no request: no text to fold.
  if (value === null || value === undefined || value === '') return null;
  const key = (text(value) ?? '').toLowerCase().replace(/[\s-]+/g, '_');
  return STATUS_BY_KEY.get(key) ?? null;
}

const nullableInt = (value: unknown): number | null => (text(value) === null ? null : integer(value));

type KeyFields = Pick<RawCustomerTicket, 'ticket_id' | 'ticketnumber'>;

/**
 * The key of one of a customer's tickets: its ticketnumber, which the spec makes unique per
 * purchase, with the row's ticket_id, which tells apart the admissions of one purchase on a legacy
 * that lists one row per admission. A legacy whose ticket_id is the ticket type's (the spec uses
 * `ticketid` for the type when a payment starts) gives two purchases of one tier the same ticket_id:
 * the number keeps them apart. Without a number the ticket_id alone is the key. Rows alike in both
 * (the admissions of one purchase on such a legacy) are told apart by their place in the list:
 * the second is `-2`, and so on (customerTicketKeys).
 */
function customerTicketKey(raw: KeyFields): string {
  return keyParts(raw).key;
}

/** The row's ticket_id, its key's base (number and ticket_id), and its first key (the base when an id). */
function keyParts(raw: KeyFields) {
  const ticketId = id(raw.ticket_id);
  const number = text(raw.ticketnumber);
  const base = number ? `${number}-${ticketId}` : ticketId;
  return { ticketId, base, key: isLegacyId(base) ? base : ticketId };
}

/** Each row's key (customerTicketKey), in the list's order; each row's fields read once. */
export function customerTicketKeys(list: readonly KeyFields[]): string[] {
  const seen = new Map<string, number>();
  return list.map((raw) => {
    const { ticketId, base, key } = keyParts(raw);
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    if (occurrence === 1) return key;
    const again = `${base}-${occurrence}`;
    return isLegacyId(again) ? again : ticketId;
  });
}

/** One row of a customer's tickets; `key` is its key in the list it came in (customerTicketKeys). */
export function normaliseCustomerTicket(
  raw: RawCustomerTicket,
  key = customerTicketKey(raw),
): CustomerTicket {
  const kids = integer(raw.age_group) === 1;
  const admissions = Math.max(1, integer(raw.quantity, 1));
  const adult = randToCents(raw.price) ?? 0;
  const unitPriceCents = kids ? (randToCents(raw.kids_price) ?? adult) : adult;
  const refund = text(raw.refund_status);
  return {
    id: key,
    number: id(raw.ticketnumber),
    eventId: id(raw.event_id),
    eventName: text(raw.event_name) ?? '',
    category: text(raw.category) ?? '',
    admissions,
    group: kids ? 'kids' : 'adults',
    unitPriceCents,
    totalCents: unitPriceCents * admissions,
    boughtOn: day(raw.created_at),
    boughtAt: clock(raw.time_at) ?? clock(raw.created_at),
    activated: flag(raw.activation),
    qrPayload: text(raw.qr_payload),
    refundStatus: ticketRefundStatus(refund),
    // Most tickets have no refund request: nothing to lower-case.
    refundDeclined: refund !== null && refund.toLowerCase() === 'declined',
    declineReason: text(raw.decline_reason),
    refundAttempts: Math.max(0, integer(raw.refundAttempts)),
    maxAttempts: nullableInt(raw.maxAttempts),
    paymentId: text(raw.m_payment_id),
    eventDay: null,
    eventStartTime: null,
  };
}

export function normaliseCustomerTickets(raw: Rows<RawCustomerTicket>): CustomerTicket[] {
  const list = rows(raw);
  const keys = customerTicketKeys(list);
  return list.map((row, i) => normaliseCustomerTicket(row, keys[i]));
}

/** Refunds are allowed unless the event says no; the attempt limit falls back to 2. */
export function normaliseRefundGovernance(
  answer: { maxAttempts?: unknown; refundsAllowed?: unknown } | Nothing,
): RefundGovernance {
  // Nothing is an unknown event (the BFF answers 404 first); here it reads as no rules sent.
  const raw = isNothing(answer) ? {} : answer;
  const allowed = text(raw.refundsAllowed);
  return {
    refundsAllowed: allowed === null ? true : flag(allowed),
    maxAttempts: effectiveMaxRefundAttempts(nullableInt(raw.maxAttempts)),
  };
}

const TRANSACTION_STATUS: Record<string, Transaction['status']> = {
  complete: 'complete',
  completed: 'complete',
  paid: 'complete',
  pending: 'pending',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  abandoned: 'abandoned',
};

/** 'YYYY-MM-DD hh:mm' from a DATETIME (seconds dropped). */
function dateTime(value: unknown): string | null {
  const d = day(value);
  if (!d) return null;
  const time = clock(value);
  return time && (text(value) ?? '').length > 10 ? `${d} ${time}` : d;
}

export function normaliseTransaction(raw: RawTransaction): Transaction {
  return {
    id: id(raw.transaction_id),
    date: dateTime(raw.date) ?? dateTime(raw.created_at),
    eventId: text(raw.event_id) ?? text(raw.eventid),
    eventName: text(raw.event_name) ?? '',
    buyer: text(raw.name_first),
    ticketType: text(raw.ticket_type),
    admissions: integer(raw.admissions),
    grossCents: randToCents(raw.amount_gross) ?? 0,
    status: TRANSACTION_STATUS[(text(raw.payment_status) ?? '').toLowerCase()] ?? 'pending',
    refundedAt: dateTime(raw.refunded_at),
    refundStatus: null,
    refundedCents: randToCents(raw.amount_refunded) ?? 0,
    resentAt: dateTime(raw.ticket_resent_at),
  };
}

const REFUND_PROGRESS: readonly (string | null)[] = [null, 'Pending', 'Under_review', 'Approved'];

/**
 * Each transaction with the refund state of its tickets (joined on the payment id): the furthest
 * one, so a purchase with one ticket pending and one untouched shows Pending.
 */
export function withRefundStatuses(
  transactions: readonly Transaction[],
  tickets: readonly Pick<CustomerTicket, 'paymentId' | 'refundStatus'>[],
): Transaction[] {
  const furthest = new Map<string, Transaction['refundStatus']>();
  for (const t of tickets) {
    if (!t.paymentId || !t.refundStatus) continue;
    const known = furthest.get(t.paymentId) ?? null;
    if (REFUND_PROGRESS.indexOf(t.refundStatus) > REFUND_PROGRESS.indexOf(known)) {
      furthest.set(t.paymentId, t.refundStatus);
    }
  }
  return transactions.map((t) => ({ ...t, refundStatus: furthest.get(t.id) ?? t.refundStatus }));
}

export const normaliseTransactions = (raw: Rows<RawTransaction> | null | undefined): Transaction[] =>
  raw ? rows(raw).map(normaliseTransaction) : [];

export function normaliseTransactionSummary(raw: {
  pendingAmount?: unknown;
  completedAmount?: unknown;
  cancelledAmount?: unknown;
  abandonedTransact?: unknown;
  refundedAmt?: unknown;
}): TransactionSummary {
  const cents = (value: unknown) => randToCents(value) ?? 0;
  return {
    completedCents: cents(raw.completedAmount),
    pendingCents: cents(raw.pendingAmount),
    cancelledCents: cents(raw.cancelledAmount),
    abandonedCents: cents(raw.abandonedTransact),
    refundedCents: cents(raw.refundedAmt),
  };
}
