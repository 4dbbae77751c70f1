import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { LEGACY_MESSAGES, ticketResentTo } from '../../flows/legacy-messages.ts';
import { saDateTime } from '../clock.ts';
import type { PurchaseRecord } from '../model-sales.ts';
import { type HandlerContext, handle, type RegisteredHandler } from './define.ts';
import { idParam, listOrVal } from './rows.ts';
import { grossOf, newestFirst, paymentStatus, refundOf, transactionRow } from './sales-rows.ts';

// Transactions: the customer's list (part 1), and one event's view with amounts and resend (part 3).

/** Payments of an event the session may see: a customer their own, an organiser every buyer's. */
function visiblePayments(ctx: HandlerContext, eventId: number | null): PurchaseRecord[] | null {
  const account = ctx.session?.account;
  if (!account || eventId === null) return null;
  const event = ctx.data.events.find((e) => e.id === eventId);
  return ctx.data.purchases
    .filter((p) => p.eventId === eventId)
    .filter((p) =>
      account.type === 'customer'
        ? p.customerId === account.id
        : account.type === 'business' && event?.businessId === account.id,
    )
    .sort(newestFirst);
}

const NOT_LOGGED_IN = 'Your session has expired. Please log in again.';

export const transactionHandlers: readonly RegisteredHandler[] = [
  handle(legacy.TRANSACTIONS_GETTRANSACTIONS, ({ customerid }, ctx) => {
    const customerId = idParam(customerid);
    const own = ctx.data.purchases.filter((p) => customerId !== null && p.customerId === customerId);
    return listOrVal(own.sort(newestFirst).map((p) => transactionRow(p, ctx.data, ctx.now())));
  }),

  handle(legacy.TRANSACTION_AMOUNTS, ({ event_id }, ctx) => {
    const payments = visiblePayments(ctx, idParam(event_id)) ?? [];
    const sum = (status: string) =>
      centsToLegacyRand(
        payments.filter((p) => paymentStatus(p, ctx.now()) === status).reduce((s, p) => s + grossOf(p), 0),
      );
    return {
      completedAmount: sum('complete'),
      pendingAmount: sum('pending'),
      cancelledAmount: sum('cancelled'),
      abandonedTransact: sum('abandoned'),
      refundedAmt: centsToLegacyRand(payments.reduce((s, p) => s + refundOf(p, ctx.data).cents, 0)),
    };
  }),

  handle(legacy.TRANSACTIONS_LIST, ({ event_id }, ctx) => {
    const payments = visiblePayments(ctx, idParam(event_id));
    if (!payments) return { status: 'failed', message: NOT_LOGGED_IN };
    return {
      status: 'success',
      transactions: listOrVal(payments.map((p) => transactionRow(p, ctx.data, ctx.now()))),
    };
  }),

  handle(legacy.RESEND_TICKET, ({ transaction_id }, ctx) => {
    const purchase = ctx.data.purchases.find((p) => p.paymentId === transaction_id.trim());
    const visible = purchase ? visiblePayments(ctx, purchase.eventId) : null;
    if (!ctx.session) return { status: 'failed', message: NOT_LOGGED_IN };
    if (!purchase || !visible?.includes(purchase))
      return { status: 'failed', message: 'Transaction not found.' };
    if (purchase.status !== 'paid') {
      return { status: 'failed', message: 'Only completed transactions can be resent.' };
    }
    if (purchase.ticketResentAt) return { status: 'failed', message: LEGACY_MESSAGES.alreadyResent };
    purchase.ticketResentAt = saDateTime(ctx.now());
    ctx.outbox.send({
      channel: 'email',
      to: purchase.buyer.email,
      subject: `Your tickets (resent): ${purchase.ticketNumber}`,
      body: `Hi ${purchase.buyer.firstName},\nHere are your tickets again: ticket number ${purchase.ticketNumber}, ${purchase.quantity} admission(s).`,
    });
    return { status: 'success', message: ticketResentTo(purchase.buyer.email) };
  }),
];
