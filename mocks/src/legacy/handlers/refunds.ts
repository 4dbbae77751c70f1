import { BANK_DETAILS_MISSING_CODE } from '@tix/contract/domain/refund-requests';
import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import {
  canCancelRefund,
  decideRefundRequest,
  REFUND_MESSAGES,
  refundEstimate,
  refundSettingsOf,
} from '../../flows/refunds.ts';
import { saDateTime, saDay } from '../clock.ts';
import type { StandinData } from '../model.ts';
import { refundPolicyOf, refundRulesFor, withPolicy } from '../model-money.ts';
import type { CustomerTicketRecord } from '../model-sales.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { idParam } from './rows.ts';

// The customer's side of refunds: the estimate, the request (and its cancellation), and the
// event's governance, in the legacy's words. The flow itself is the mocks' one (flows/refunds.ts).

// The organiser's policy (model-money.ts): its tiers, auto-approval and limit; none means no refunds.
const settingsOf = (data: StandinData, eventId: number) =>
  withPolicy(data, eventId, refundSettingsOf(data.refundSettings, eventId));

function quote(data: StandinData, ticket: CustomerTicketRecord, now: Date) {
  const event = data.events.find((e) => e.id === ticket.eventId);
  const purchase = data.purchases.find((p) => p.id === ticket.purchaseId);
  const rules = refundRulesFor(data, ticket.eventId);
  const estimate = refundEstimate(ticket.priceCents, event?.day ?? null, saDay(now), rules);
  const bookingFee = purchase ? Math.round(purchase.bookingFeeCents / Math.max(1, purchase.quantity)) : 0;
  return { bookingFee, ...estimate };
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
      refundRulesConfigured: refundPolicyOf(data, ticket.eventId)?.rules ? 'yes' : 'no',
    };
  }),

  handle(legacy.REQUEST_TICKET_REFUND, (params, { data, now }) => {
    const ticket = findTicket(data, params.ticket_id, params.customer_id);
    if (!ticket) return { status: 'failed', message: REFUND_MESSAGES.notFound };
    const open = data.refundRequests.find((r) => r.ticketId === ticket.id && canCancelRefund(r.status));
    if (params.refund_status === 'Pending') {
      if (!open) return { status: 'failed', message: REFUND_MESSAGES.nothingToCancel };
      open.status = 'Cancelled';
      open.decidedAt = saDateTime(now());
      ticket.refundStatus = null;
      return { status: 'success', message: REFUND_MESSAGES.cancelled };
    }
    const q = quote(data, ticket, now());
    const decision = decideRefundRequest({
      settings: settingsOf(data, ticket.eventId),
      refundStatus: ticket.refundStatus,
      attempts: ticket.refundAttempts,
      hasQrPayload: ticket.qrPayload !== null,
      refundCents: q.refundCents,
      hasBankDetails: data.bankDetails.some(
        (b) => b.ownerType === 'customer' && b.ownerId === ticket.customerId,
      ),
    });
    if (decision.outcome === 'refused') return { status: 'failed', message: decision.message };
    if (decision.outcome === 'bank-details-missing') {
      const { message, banks } = decision;
      return { status: 'failed', code: BANK_DETAILS_MISSING_CODE, message, bank_name: banks };
    }
    const { status } = decision;
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
    return { status: 'success', message: decision.message };
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
