import { BANK_OPTIONS, UNIVERSAL_BRANCH_CODES } from '@tix/contract/domain/banks';
import { bookingFee } from '@tix/contract/domain/booking-fee';
import { saDateTime } from '../clock.ts';
import type { Customer, EventRecord, TicketTypeRecord } from '../model.ts';
import type { CustomerTicketRecord, PurchaseRecord, RefundRequestRecord, SalesData } from '../model-sales.ts';
import type { QrFacts } from '../sales/qr.ts';
import { DEMO_BUSINESS_ID } from './people.ts';
import { PLANS, type Plan } from './sales-plans.ts';

// The demo customer's purchases and tickets in every state the customer area shows, plus a few
// of other customers (the organiser's transaction view lists buyers). Ids start below the ones
// checkout issues (purchases 70001, tickets 90001), so new sales never collide with the seed.

const FIRST_PURCHASE = 60001;
const FIRST_TICKET = 80001;

/** 7 uppercase letters and digits, different for each purchase, no randomness. */
const ticketNumber = (n: number) => `TX${(n * 7919).toString(36).toUpperCase().padStart(5, '0').slice(-5)}`;

function requestsFor(
  plan: Plan,
  ticket: CustomerTicketRecord,
  now: Date,
  firstId: number,
): RefundRequestRecord[] {
  const base = { ticketId: ticket.id, customerId: ticket.customerId, eventId: ticket.eventId, comments: '' };
  const amount = { originalCents: ticket.priceCents, refundCents: Math.max(0, ticket.priceCents - 1000) };
  const declined = Array.from({ length: plan.declined ?? 0 }, (_, i) => ({
    ...base,
    ...amount,
    id: firstId + i,
    reason: 'cant_attend',
    status: 'Declined' as const,
    declineReason: 'Tickets for this event are non-refundable after the line-up was confirmed.',
    createdAt: saDateTime(now, -plan.daysAgo + 1 + i),
    decidedAt: saDateTime(now, -plan.daysAgo + 2 + i),
  }));
  if (!plan.refund) return declined;
  const current: RefundRequestRecord = {
    ...base,
    ...amount,
    id: firstId + declined.length,
    reason: plan.refund === 'Approved' ? 'event_rescheduled' : 'cant_attend',
    comments: plan.refund === 'Pending' ? 'I have a family wedding that weekend.' : '',
    status: plan.refund,
    declineReason: null,
    createdAt: saDateTime(now, -1),
    decidedAt: plan.refund === 'Approved' ? saDateTime(now, 0) : null,
  };
  return [...declined, current];
}

export interface SalesSeedInput {
  events: readonly EventRecord[];
  ticketTypes: readonly TicketTypeRecord[];
  customers: readonly Customer[];
  /** Signs a ticket's QR payload: the stand-in with its key, MSW with a readable stand-in. */
  sign: (facts: QrFacts) => string;
}

export function seedSales(now: Date, { events, ticketTypes, customers, sign }: SalesSeedInput): SalesData {
  const data: SalesData = {
    purchases: [],
    customerTickets: [],
    refundRequests: [],
    bankDetails: [],
    refundSettings: [],
  };
  PLANS.forEach((plan, index) => {
    const type = ticketTypes.find((t) => t.eventId === plan.event && t.tier === plan.tier);
    const customer = customers.find((c) => c.id === plan.customer);
    const event = events.find((e) => e.id === plan.event);
    if (!type || !customer || !event)
      throw new Error(`sales seed: no ticket type or customer for plan ${index}`);
    const id = FIRST_PURCHASE + index;
    const unit = plan.group === 'kids' ? type.kidsPriceCents : type.priceCents;
    const createdAt = saDateTime(now, -plan.daysAgo);
    const purchase: PurchaseRecord = {
      id,
      paymentId: `TIX${id}SEED${String(index).padStart(2, '0')}`,
      ticketNumber: ticketNumber(id),
      customerId: customer.id,
      eventId: plan.event,
      businessId: event.businessId,
      ticketTypeId: type.id,
      group: plan.group,
      quantity: plan.quantity,
      unitPriceCents: unit,
      totalCents: unit * plan.quantity,
      bookingFeeCents: bookingFee(unit, plan.quantity).totalBookingFees,
      method: plan.method ?? 'payfast',
      status: plan.status,
      buyer: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: customer.phone,
      },
      otp: null,
      proofFile: null,
      createdAt,
      paidAt: plan.status === 'paid' ? createdAt : null,
      ticketResentAt: plan.resent ? saDateTime(now, -1) : null,
    };
    data.purchases.push(purchase);
    if (plan.status !== 'paid') return;
    for (let n = 0; n < plan.quantity; n += 1) {
      const ticketId = FIRST_TICKET + data.customerTickets.length;
      const facts = { ticketId, ticketNumber: purchase.ticketNumber, eventId: plan.event, group: plan.group };
      const ticket: CustomerTicketRecord = {
        id: ticketId,
        purchaseId: id,
        customerId: customer.id,
        eventId: plan.event,
        ticketTypeId: type.id,
        ticketNumber: purchase.ticketNumber,
        group: plan.group,
        priceCents: unit,
        qrPayload: plan.noQr ? null : sign(facts),
        activation: 1,
        refundStatus: n === 0 ? (plan.refund ?? null) : null,
        refundAttempts: n === 0 ? (plan.declined ?? 0) + (plan.refund ? 1 : 0) : 0,
        createdAt,
      };
      data.customerTickets.push(ticket);
      if (n === 0)
        data.refundRequests.push(...requestsFor(plan, ticket, now, 40001 + data.refundRequests.length));
    }
  });
  data.refundSettings.push(
    { eventId: 21, refundsAllowed: true, maxAttempts: 2, autoApprove: false },
    { eventId: 22, refundsAllowed: false, maxAttempts: 2, autoApprove: false },
  );
  data.bankDetails.push({
    ownerType: 'business',
    ownerId: DEMO_BUSINESS_ID,
    bankName: BANK_OPTIONS[4],
    branchCode: UNIVERSAL_BRANCH_CODES.fnb,
    accountHolder: 'Ubuntu Events (Pty) Ltd',
    accountNumber: '62830011457',
    accountType: 'business',
    createdAt: saDateTime(now, -120),
  });
  return data;
}
