import { api } from '@tix/contract/api/index';
import { BANK_OPTIONS } from '@tix/contract/domain/banks';
import { daysBetween } from '@tix/contract/domain/dates';
import { ticketRefundAction } from '@tix/contract/domain/refund-requests';
import { effectiveRefundRules, estimateRefund } from '@tix/contract/domain/refunds';
import { REFUND_REQUEST_MESSAGES } from '@tix/contract/forms/refunds';
import { refundGovernanceOf } from '../fixtures/customer-tickets.ts';
import { daysFromToday } from '../fixtures/dates.ts';
import { events } from '../fixtures/events.ts';
import { answer, problem } from '../respond.ts';
import { salesState } from '../sales-state.ts';

const refused = (detail: string) => problem(422, 'Request refused', detail);
const find = (eventId: string, ticketId: string) =>
  salesState().tickets.find((t) => t.id === ticketId && t.eventId === eventId);

function quoteOf(eventId: string, priceCents: number) {
  const day = events.find((e) => e.id === eventId)?.day ?? daysFromToday(0);
  const daysLeft = daysBetween(daysFromToday(0), day);
  const estimate = estimateRefund(priceCents, daysLeft, effectiveRefundRules(null));
  return {
    daysLeft,
    originalCents: priceCents,
    bookingFeeCents: 450,
    feeCents: estimate.feeCents,
    refundCents: estimate.refundCents,
    netCents: estimate.refundCents,
    admissions: 1,
    rules: 'platform' as const,
  };
}

export const refunds = {
  getRefundQuote: answer(api.refunds.getRefundQuote, ({ params }) => {
    const ticket = find(params.eventId, params.ticketId);
    if (!ticket) return problem(404, 'Not found', 'We could not find that ticket among yours.');
    return {
      ticket,
      governance: refundGovernanceOf(ticket.eventId),
      quote: quoteOf(ticket.eventId, ticket.unitPriceCents),
    };
  }),
  requestRefund: answer(api.refunds.requestRefund, ({ params }) => {
    const ticket = find(params.eventId, params.ticketId);
    if (!ticket) return problem(404, 'Not found', 'We could not find that ticket among yours.');
    const governance = refundGovernanceOf(ticket.eventId);
    const action = ticketRefundAction({
      ...governance,
      refundStatus: ticket.refundStatus,
      attempts: ticket.refundAttempts,
      hasQrPayload: ticket.qrPayload !== null,
    });
    if (action === 'not-allowed') return refused(REFUND_REQUEST_MESSAGES.notAvailable);
    if (action === 'invalid-pass') return refused(REFUND_REQUEST_MESSAGES.invalidPass);
    if (action === 'max-attempts') return refused(REFUND_REQUEST_MESSAGES.maxAttempts);
    if (action !== 'request') return refused('A refund request for this ticket is already awaiting review.');
    if (!salesState().bank) {
      return {
        outcome: 'bank-details-missing' as const,
        code: 'BANK_DETAILS_MISSING' as const,
        message:
          'Please add your bank details before requesting a refund. Refunds are paid into your bank account.',
        banks: [...BANK_OPTIONS],
      };
    }
    ticket.refundStatus = 'Pending';
    ticket.refundAttempts += 1;
    return { outcome: 'requested' as const, message: 'Refund request submitted. Awaiting review.' };
  }),
  cancelRefund: answer(api.refunds.cancelRefund, ({ params }) => {
    const ticket = find(params.eventId, params.ticketId);
    if (!ticket || (ticket.refundStatus !== 'Pending' && ticket.refundStatus !== 'Under_review')) {
      return refused('There is no pending refund request to cancel.');
    }
    ticket.refundStatus = null;
    return { message: 'Your refund request has been cancelled.' };
  }),
};
