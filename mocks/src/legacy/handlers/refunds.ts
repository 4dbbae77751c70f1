import { BANK_OPTIONS } from '@tix/contract/domain/banks';
import { daysBetween } from '@tix/contract/domain/dates';
import {
  BANK_DETAILS_MISSING_CODE,
  DEFAULT_MAX_REFUND_ATTEMPTS,
  ticketRefundAction,
} from '@tix/contract/domain/refund-requests';
import { effectiveRefundRules, estimateRefund } from '@tix/contract/domain/refunds';
import { REFUND_REQUEST_MESSAGES } from '@tix/contract/forms/refunds';
import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { saDateTime, saDay } from '../clock.ts';
import type { StandinData } from '../model.ts';
import type { CustomerTicketRecord } from '../model-sales.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { idParam } from './rows.ts';

// The customer's side of refunds: the estimate, the request (and its cancellation), and the
// event's governance. The estimate uses the contract's rules, so the BFF and the stand-in agree.

export const REFUND_MESSAGES = {
  submitted: 'Refund request submitted. Awaiting review.',
  cancelled: 'Your refund request has been cancelled.',
  sameDay: 'Refunds are not permitted on the day of the event.',
  notFound: 'We could not find that ticket.',
  alreadyRequested: 'A refund request for this ticket is already awaiting review.',
  refunded: 'This ticket has already been refunded.',
  nothingToCancel: 'There is no pending refund request to cancel.',
  bankDetailsMissing:
    'Please add your bank details before requesting a refund. Refunds are paid into your bank account.',
} as const;

const settingsOf = (data: StandinData, eventId: number) => {
  const s = data.refundSettings.find((r) => r.eventId === eventId);
  return {
    refundsAllowed: s?.refundsAllowed ?? true,
    maxAttempts: s?.maxAttempts ?? DEFAULT_MAX_REFUND_ATTEMPTS,
    autoApprove: s?.autoApprove ?? false,
  };
};

function quote(data: StandinData, ticket: CustomerTicketRecord, now: Date) {
  const event = data.events.find((e) => e.id === ticket.eventId);
  const purchase = data.purchases.find((p) => p.id === ticket.purchaseId);
  const daysLeft = event ? daysBetween(saDay(now), event.day) : -1;
  // Organiser rules are not stored by the stand-in: every event follows the platform default.
  const estimate = estimateRefund(ticket.priceCents, daysLeft, effectiveRefundRules(null));
  const bookingFee = purchase ? Math.round(purchase.bookingFeeCents / Math.max(1, purchase.quantity)) : 0;
  return { daysLeft, bookingFee, ...estimate };
}

const findTicket = (data: StandinData, ticketId: unknown, customerId: unknown) =>
  data.customerTickets.find(
    (t) => t.id === idParam(String(ticketId)) && t.customerId === idParam(String(customerId)),
  );

export const refundHandlers: readonly RegisteredHandler[] = [
  handle(legacy.CALCULATE_REFUND, ({ ticket_id, customer_id }, { data, now }) => {
    const ticket = findTicket(data, ticket_id, customer_id);
    if (!ticket) return { status: 'failed', message: REFUND_MESSAGES.notFound };
    const q = quote(data, ticket, now());
    return {
      days_left: String(q.daysLeft),
      refund_fee: centsToLegacyRand(q.feeCents),
      amount_refunded: centsToLegacyRand(q.refundCents),
      admission: '1',
      orginal_amount: centsToLegacyRand(ticket.priceCents),
      booking_fee: centsToLegacyRand(q.bookingFee),
      net_amount: centsToLegacyRand(q.refundCents),
      refundRulesConfigured: 'no',
    };
  }),

  handle(legacy.REQUEST_TICKET_REFUND, (params, { data, now }) => {
    const ticket = findTicket(data, params.ticket_id, params.customer_id);
    if (!ticket) return { status: 'failed', message: REFUND_MESSAGES.notFound };
    const open = data.refundRequests.find(
      (r) => r.ticketId === ticket.id && (r.status === 'Pending' || r.status === 'Under_review'),
    );
    if (params.refund_status === 'Pending') {
      if (!open) return { status: 'failed', message: REFUND_MESSAGES.nothingToCancel };
      open.status = 'Cancelled';
      open.decidedAt = saDateTime(now());
      ticket.refundStatus = null;
      return { status: 'success', message: REFUND_MESSAGES.cancelled };
    }
    const settings = settingsOf(data, ticket.eventId);
    const action = ticketRefundAction({
      refundsAllowed: settings.refundsAllowed,
      refundStatus:
        ticket.refundStatus === 'Declined' || ticket.refundStatus === 'Cancelled'
          ? null
          : ticket.refundStatus,
      attempts: ticket.refundAttempts,
      maxAttempts: settings.maxAttempts,
      hasQrPayload: ticket.qrPayload !== null,
    });
    const refusals = {
      'not-allowed': REFUND_REQUEST_MESSAGES.notAvailable,
      'invalid-pass': REFUND_REQUEST_MESSAGES.invalidPass,
      refunded: REFUND_MESSAGES.refunded,
      cancel: REFUND_MESSAGES.alreadyRequested,
      'max-attempts': REFUND_REQUEST_MESSAGES.maxAttempts,
    } as const;
    if (action !== 'request') return { status: 'failed', message: refusals[action] };
    const q = quote(data, ticket, now());
    if (q.refundCents <= 0) return { status: 'failed', message: REFUND_MESSAGES.sameDay };
    if (!data.bankDetails.some((b) => b.ownerType === 'customer' && b.ownerId === ticket.customerId)) {
      return {
        status: 'failed',
        code: BANK_DETAILS_MISSING_CODE,
        message: REFUND_MESSAGES.bankDetailsMissing,
        bank_name: [...BANK_OPTIONS],
      };
    }
    const status = settings.autoApprove ? 'Approved' : 'Pending';
    data.refundRequests.push({
      id: data.refundRequests.reduce((max, r) => Math.max(max, r.id), 40000) + 1,
      ticketId: ticket.id,
      customerId: ticket.customerId,
      eventId: ticket.eventId,
      reason: params.refund_reason ?? 'other',
      comments: params.userNotes ?? '',
      status,
      originalCents: ticket.priceCents,
      refundCents: q.refundCents,
      declineReason: null,
      createdAt: saDateTime(now()),
      decidedAt: status === 'Approved' ? saDateTime(now()) : null,
    });
    ticket.refundStatus = status;
    ticket.refundAttempts += 1;
    return { status: 'success', message: REFUND_MESSAGES.submitted };
  }),

  handle(legacy.GET_REFUND_GOVERNANCE_RULES, ({ eventid }, { data }) => {
    const eventId = idParam(eventid) ?? 0;
    const settings = settingsOf(data, eventId);
    const sold = data.purchases.some((p) => p.eventId === eventId && p.status === 'paid');
    return {
      maxAttempts: String(settings.maxAttempts),
      refundsAllowed: settings.refundsAllowed ? '1' : '0',
      autoApprove: settings.autoApprove ? '1' : '0',
      refundPolicyLocked: sold ? '1' : '0',
    };
  }),
];
