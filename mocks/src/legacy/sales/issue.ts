import { formatRand } from '@tix/contract/domain/money';
import { chargeServiceFee } from '../campaign-money.ts';
import { saDateTime } from '../clock.ts';
import type { StandinData } from '../model.ts';
import { creditAffiliate } from '../model-affiliates.ts';
import type { PurchaseRecord } from '../model-sales.ts';
import type { Outbox } from '../outbox.ts';
import { findEvent, findTicketType, nextId, stockOf } from './purchases.ts';
import { signQrPayload } from './qr.ts';

// What the provider's notification does on the legacy when a payment succeeds: the purchase is
// paid, one ticket per admission is issued with a signed QR payload, the stock goes down, the
// 3.5% service fee comes out of the event's campaign balance (sales pause when it runs out) and
// the buyer gets the ticket email.

/** Keeps the payload for the email and returns it. */
const issued = (payloads: string[], payload: string): string => {
  payloads.push(payload);
  return payload;
};

export type PayResult = { ok: true; purchase: PurchaseRecord } | { ok: false; message: string };

export function payPurchase(
  data: StandinData,
  outbox: Outbox,
  purchase: PurchaseRecord,
  now: Date,
): PayResult {
  if (purchase.status === 'paid') return { ok: true, purchase };
  if (purchase.status !== 'pending')
    return { ok: false, message: 'This payment can no longer be completed.' };
  const event = findEvent(data, purchase.eventId);
  const ticket = findTicketType(data, purchase.ticketTypeId);
  if (!event || !ticket) return { ok: false, message: 'This event is no longer available.' };
  if (stockOf(ticket, purchase.group) < purchase.quantity) {
    purchase.status = 'cancelled';
    return { ok: false, message: 'These tickets sold out while you were paying. You have not been charged.' };
  }
  if (purchase.group === 'kids') {
    ticket.kidsAvailable -= purchase.quantity;
    ticket.kidsSold += purchase.quantity;
  } else {
    ticket.adultsAvailable -= purchase.quantity;
    ticket.adultsSold += purchase.quantity;
  }
  const createdAt = saDateTime(now);
  const payloads: string[] = [];
  for (let n = 0; n < purchase.quantity; n += 1) {
    const id = nextId(data.customerTickets, 90001);
    data.customerTickets.push({
      id,
      purchaseId: purchase.id,
      customerId: purchase.customerId ?? 0,
      eventId: event.id,
      ticketTypeId: ticket.id,
      ticketNumber: purchase.ticketNumber,
      group: purchase.group,
      priceCents: purchase.unitPriceCents,
      qrPayload: issued(
        payloads,
        signQrPayload({
          ticketId: id,
          ticketNumber: purchase.ticketNumber,
          eventId: event.id,
          group: purchase.group,
        }),
      ),
      activation: 1,
      refundStatus: null,
      refundAttempts: 0,
      createdAt,
    });
  }
  chargeServiceFee(data, event, purchase.totalCents);
  purchase.status = 'paid';
  purchase.paidAt = createdAt;
  creditAffiliate(data, purchase, createdAt);
  outbox.send({
    channel: 'email',
    to: purchase.buyer.email,
    subject: `Your tickets for ${event.name}`,
    body: [
      `Hi ${purchase.buyer.firstName},`,
      `Thank you for your purchase. Ticket number ${purchase.ticketNumber}: ${purchase.quantity} × ${ticket.tier.toUpperCase()} (${purchase.group}), ${formatRand(purchase.totalCents)}.`,
      // A walk-up buyer of a promoter has no account: the QR codes come in the email itself.
      ...(purchase.method === 'booster'
        ? payloads.map((payload, n) => `QR ticket ${n + 1}: ${payload}`)
        : ['Your QR tickets are in your account under My Tickets.']),
    ].join('\n'),
  });
  return { ok: true, purchase };
}
