import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { SALES_CLOSED_MESSAGES, salesClosedReason } from '@tix/contract/domain/events';
import { CHECKOUT_MESSAGES } from '@tix/contract/forms/checkout';
import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { nextPaymentStep, PAYMENT_MESSAGES } from '../../flows/payments.ts';
import { saDateTime, saDay } from '../clock.ts';
import type { AgeGroup } from '../model-sales.ts';
import { ozowUrl, payfastForm, withQuery } from '../payments/forms.ts';
import {
  findCustomer,
  findEvent,
  findPurchase,
  findTicketType,
  oneTimeCode,
  recordPurchase,
  stockOf,
} from '../sales/purchases.ts';
import { checkoutEftHandlers } from './checkout-eft.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { profileRow } from './profile.ts';
import { ticketRow } from './rows.ts';

const failed = (message: string) => ({ status: 'failed', message });
// The BFF refuses these before calling; the stand-in answers them as the legacy would, ended first.

export const checkoutHandlers: readonly RegisteredHandler[] = [
  ...checkoutEftHandlers,

  handle(legacy.CHECKAVAILABLETICKETS, ({ eventid, ticketid }, { data }) => {
    const ticket = findTicketType(data, ticketid);
    if (!ticket || String(ticket.eventId) !== String(eventid)) return { val: 0 as const };
    return { ...ticketRow(ticket), category: ticket.tier };
  }),

  handle(legacy.PAYMENT_CREDENTIALS, (p, { data, outbox, now, printedId }) => {
    const customer = findCustomer(data, p.customer_id);
    if (!customer) return failed('Please log in as a customer to buy tickets.');
    const event = findEvent(data, p.eventid);
    const ticket = findTicketType(data, p.ticketid);
    if (!event || !ticket || ticket.eventId !== event.id) return failed('This ticket is not on sale.');
    if (String(event.businessId) !== String(p.businessid)) return failed('This ticket is not on sale.');
    const today = saDay(now());
    const closed = salesClosedReason(event, today);
    if (closed) return failed(SALES_CLOSED_MESSAGES[closed]);
    const group: AgeGroup = p.group;
    const quantity = Number(p.admission);
    const left = stockOf(ticket, group);
    if (left <= 0) return failed(CHECKOUT_MESSAGES.soldOut(group));
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 15)
      return failed(CHECKOUT_MESSAGES.maximum);
    if (quantity > left) return failed(CHECKOUT_MESSAGES.ticketsLeft(left, TICKET_TIER_LABELS[ticket.tier]));
    const unit = group === 'kids' ? ticket.kidsPriceCents : ticket.priceCents;
    if (Math.round(Number(p.amount) * 100) !== checkoutTotal(unit, quantity)) {
      return failed('The amount does not match the tickets chosen. Please start again.');
    }
    const purchase = recordPurchase(data, {
      ticketNumber: p.ticketnumber,
      customerId: customer.id,
      event,
      ticket,
      group,
      quantity,
      amountCents: checkoutTotal(unit, quantity),
      method: p.payment_method,
      buyer: { firstName: p.name_first, lastName: p.name_last, email: p.email, phone: p.cell_number },
      createdAt: saDateTime(now()),
    });
    const ids = { m_payment_id: purchase.paymentId, customer_id: String(customer.id) };
    const step = nextPaymentStep({
      method: p.payment_method,
      unitPriceCents: unit,
      quantity,
      paymentId: purchase.paymentId,
      verifiedBefore: data.purchases.some((x) => x.customerId === customer.id && x.verifiedAt),
    });
    if (step.kind === 'review') {
      purchase.status = 'review';
      purchase.otp = oneTimeCode();
      outbox.send({
        channel: 'email',
        to: customer.email,
        subject: 'Verify your purchase',
        body: `Your one-time code to verify your purchase for ${event.name} is ${purchase.otp}.`,
        code: purchase.otp,
      });
      return { status: 'review', message: step.message, ...ids };
    }
    // The shop's return and cancel addresses with the query its pages read (the spec's /cancelled
    // query, its ids as this legacy's answers print them), then the provider's form signed over
    // them: the shop must post it unchanged.
    const amount = centsToLegacyRand(purchase.totalCents + purchase.bookingFeeCents);
    const facts = {
      paymentId: purchase.paymentId,
      amount,
      itemName: p.item_name,
      firstName: p.name_first,
      lastName: p.name_last,
      email: p.email,
      returnUrl: withQuery(p.return_url, { payment: purchase.paymentId }),
      cancelUrl: withQuery(p.cancel_url, {
        ticket_number: p.ticketnumber,
        ticket_id: printedId(ticket.id),
        event_id: printedId(event.id),
        business_id: printedId(event.businessId),
        name_first: p.name_first,
        name_last: p.name_last,
        email: p.email,
        item_name: p.item_name,
        admission: String(quantity),
        customer_id: printedId(customer.id),
        group,
        amount,
        type: p.type,
      }),
    };
    // A path: the BFF resolves it against its configured Ozow address.
    if (step.kind === 'ozow')
      return { status: 'success', ...ids, ozowUrl: ozowUrl({ ...facts, reference: p.ticketnumber }) };
    // The form's own m_payment_id keeps its place in the signed order (PayFast signs in order).
    return { status: 'success', customer_id: ids.customer_id, ...payfastForm(facts) };
  }),

  handle(legacy.VERIFY_CUSTOMER_TRANSACTION, (p, { data, now }) => {
    const purchase = findPurchase(data, p.m_payment_id);
    const customer = findCustomer(data, p.customer_id);
    const matches =
      purchase?.status === 'review' &&
      customer !== undefined &&
      purchase.customerId === customer.id &&
      purchase.otp === p.otp.trim() &&
      customer.email.toLowerCase() === p.email.trim().toLowerCase();
    if (!matches || !purchase) return failed(PAYMENT_MESSAGES.notVerified);
    purchase.verifiedAt = saDateTime(now());
    purchase.otp = null;
    return { status: 'success', message: PAYMENT_MESSAGES.verified };
  }),

  handle(legacy.CANCELLATION, (p, { data }) => {
    const purchase = data.purchases.find(
      (x) =>
        x.ticketNumber === p.ticket_number &&
        String(x.eventId) === String(p.event_id) &&
        (p.customer_id === undefined || String(x.customerId) === String(p.customer_id)),
    );
    if (purchase?.status !== 'pending') return failed('There is no open payment to cancel.');
    purchase.status = 'cancelled';
    return { status: 'success' };
  }),

  // The full profile row (bank details and updated_at included) for /profile, plus the
  // customer_id, name, email and phone the checkout reads.
  handle(legacy.CUSTOMERDETAILS, ({ accountid }, ctx) => {
    const row = profileRow(ctx, 'customer', accountid);
    return 'id' in row ? { ...row, customer_id: row.id } : row;
  }),
];
