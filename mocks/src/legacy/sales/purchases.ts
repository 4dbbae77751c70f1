import type { Customer, EventRecord, StandinData, TicketTypeRecord } from '../model.ts';
import type { AgeGroup, Buyer, PaymentMethod, PurchaseRecord } from '../model-sales.ts';
import { randomHex, randomInt } from '../random.ts';

// Purchases as the legacy's payment script records them (the payment flow is in flows/payments.ts).

export const nextId = (rows: readonly { id: number }[], first: number): number =>
  rows.reduce((max, row) => Math.max(max, row.id), first - 1) + 1;

export function findEvent(data: StandinData, eventId: number | string): EventRecord | undefined {
  return data.events.find((e) => String(e.id) === String(eventId).trim());
}

export function findTicketType(data: StandinData, ticketId: number | string): TicketTypeRecord | undefined {
  return data.ticketTypes.find((t) => String(t.id) === String(ticketId).trim());
}

export const findCustomer = (data: StandinData, id: number | string | undefined): Customer | undefined =>
  data.customers.find((c) => String(c.id) === String(id ?? '').trim());

export const unitPrice = (ticket: TicketTypeRecord, group: AgeGroup): number =>
  group === 'kids' ? ticket.kidsPriceCents : ticket.priceCents;

export const stockOf = (ticket: TicketTypeRecord, group: AgeGroup): number =>
  group === 'kids' ? ticket.kidsAvailable : ticket.adultsAvailable;

export const paymentIdFor = (purchaseId: number) => `TIX${purchaseId}${randomHex(4).toUpperCase()}`;

export const oneTimeCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export interface NewPurchase {
  ticketNumber: string;
  customerId: number | null;
  event: EventRecord;
  ticket: TicketTypeRecord;
  group: AgeGroup;
  quantity: number;
  amountCents: number;
  method: PaymentMethod;
  buyer: Buyer;
  createdAt: string;
}

export function recordPurchase(data: StandinData, input: NewPurchase): PurchaseRecord {
  const id = nextId(data.purchases, 70001);
  const unitPriceCents = unitPrice(input.ticket, input.group);
  const totalCents = unitPriceCents * input.quantity;
  const purchase: PurchaseRecord = {
    id,
    paymentId: paymentIdFor(id),
    ticketNumber: input.ticketNumber,
    customerId: input.customerId,
    eventId: input.event.id,
    businessId: input.event.businessId,
    ticketTypeId: input.ticket.id,
    group: input.group,
    quantity: input.quantity,
    unitPriceCents,
    totalCents,
    bookingFeeCents: Math.max(0, input.amountCents - totalCents),
    method: input.method,
    status: 'pending',
    buyer: input.buyer,
    otp: null,
    proofFile: null,
    createdAt: input.createdAt,
    paidAt: null,
  };
  data.purchases.push(purchase);
  return purchase;
}

export const findPurchase = (data: StandinData, paymentId: string): PurchaseRecord | undefined =>
  data.purchases.find((p) => p.paymentId === paymentId);
