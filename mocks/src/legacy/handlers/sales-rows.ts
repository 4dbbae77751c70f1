import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import type { RawCustomerTicket } from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { saDay } from '../clock.ts';
import type { StandinData } from '../model.ts';
import type { CustomerTicketRecord, PurchaseRecord } from '../model-sales.ts';

// Customer tickets and transactions as the legacy's rows arrive (strings, DATETIMEs, '' for none).

export const tierLabelOf = (data: StandinData, ticketTypeId: number): string => {
  const type = data.ticketTypes.find((t) => t.id === ticketTypeId);
  return type ? TICKET_TIER_LABELS[type.tier] : '';
};

export function customerTicketRow(ticket: CustomerTicketRecord, data: StandinData): RawCustomerTicket {
  const type = data.ticketTypes.find((t) => t.id === ticket.ticketTypeId);
  const event = data.events.find((e) => e.id === ticket.eventId);
  const purchase = data.purchases.find((p) => p.id === ticket.purchaseId);
  const settings = data.refundSettings.find((s) => s.eventId === ticket.eventId);
  const kids = ticket.group === 'kids';
  return {
    ticket_id: String(ticket.id),
    ticketnumber: ticket.ticketNumber,
    category: tierLabelOf(data, ticket.ticketTypeId),
    // One row per admission: the tickets of a purchase share its ticket number.
    quantity: '1',
    age_group: kids ? '1' : '0',
    price: centsToLegacyRand(kids ? (type?.priceCents ?? ticket.priceCents) : ticket.priceCents),
    kids_price: centsToLegacyRand(kids ? ticket.priceCents : (type?.kidsPriceCents ?? 0)),
    created_at: ticket.createdAt,
    time_at: ticket.createdAt.slice(11),
    activation: String(ticket.activation),
    qr_payload: ticket.qrPayload ?? '',
    refund_status: ticket.refundStatus,
    decline_reason:
      ticket.refundStatus === 'Declined'
        ? (data.refundRequests
            .filter((r) => r.ticketId === ticket.id && r.status === 'Declined')
            .sort((a, b) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? ''))[0]?.declineReason ?? null)
        : null,
    refundAttempts: String(ticket.refundAttempts),
    maxAttempts: settings ? String(settings.maxAttempts) : null,
    m_payment_id: purchase?.paymentId ?? '',
    event_name: event?.name ?? '',
    event_id: String(ticket.eventId),
  };
}

/** Newest first, as the legacy's `ORDER BY created_at DESC` gives them. */
export const newestFirst = <T extends { createdAt: string; id: number }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Older unpaid payments count as abandoned. */
const ABANDONED_AFTER_DAYS = 1;

export function paymentStatus(purchase: PurchaseRecord, now: Date): string {
  if (purchase.status === 'paid') return 'complete';
  if (purchase.status === 'cancelled') return 'cancelled';
  return purchase.createdAt.slice(0, 10) < saDay(now, -ABANDONED_AFTER_DAYS) ? 'abandoned' : 'pending';
}

export function refundOf(purchase: PurchaseRecord, data: StandinData): { cents: number; at: string | null } {
  const tickets = new Set(data.customerTickets.filter((t) => t.purchaseId === purchase.id).map((t) => t.id));
  const approved = data.refundRequests.filter((r) => tickets.has(r.ticketId) && r.status === 'Approved');
  return {
    cents: approved.reduce((sum, r) => sum + r.refundCents, 0),
    at:
      approved
        .map((r) => r.decidedAt ?? r.createdAt)
        .sort()
        .at(-1) ?? null,
  };
}

export const grossOf = (purchase: PurchaseRecord) => purchase.totalCents + purchase.bookingFeeCents;

export function transactionRow(purchase: PurchaseRecord, data: StandinData, now: Date) {
  const refund = refundOf(purchase, data);
  return {
    transaction_id: purchase.paymentId,
    date: purchase.createdAt,
    created_at: purchase.createdAt,
    event_id: String(purchase.eventId),
    event_name: data.events.find((e) => e.id === purchase.eventId)?.name ?? '',
    name_first: purchase.buyer.firstName,
    ticket_type: tierLabelOf(data, purchase.ticketTypeId),
    admissions: String(purchase.quantity),
    amount_gross: centsToLegacyRand(grossOf(purchase)),
    payment_status: paymentStatus(purchase, now),
    refunded_at: refund.at,
    amount_refunded: centsToLegacyRand(refund.cents),
    ticket_resent_at: purchase.ticketResentAt ?? null,
  };
}
