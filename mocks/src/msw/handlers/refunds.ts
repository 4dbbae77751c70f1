import { api } from '@tix/contract/api/index';
import { refundTermsOf } from '@tix/contract/domain/refunds';
import { NOT_FOUND } from '@tix/contract/legacy/not-found';
import {
  canCancelRefund,
  decideRefundRequest,
  REFUND_MESSAGES,
  refundEstimate,
} from '../../flows/refunds.ts';
import { refundGovernanceOf, refundSettingsOfEvent } from '../fixtures/customer-tickets.ts';
import { events } from '../fixtures/events.ts';
import { today } from '../fixtures/world.ts';
import { answer, problem } from '../respond.ts';
import { salesState } from '../state.ts';

// The BFF's view of the mocks' one refund flow (flows/refunds.ts), which the stand-in answers too.

const refused = (detail: string) => problem(422, 'Request refused', detail);
const notFound = () => problem(404, 'Not found', 'We could not find that ticket among yours.');
const find = (eventId: string, ticketId: string) =>
  salesState().tickets.find((t) => t.id === ticketId && t.eventId === eventId);

function quoteOf(eventId: string, priceCents: number) {
  const day = events.find((e) => e.id === eventId)?.day ?? null;
  const estimate = refundEstimate(priceCents, day, today());
  return {
    daysLeft: estimate.daysLeft,
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
  getRefundTerms: answer(api.refunds.getRefundTerms, ({ params }) => {
    const event = events.find((e) => e.id === params.eventId);
    if (!event) return problem(404, 'Not found', NOT_FOUND.event);
    return refundTermsOf(null, refundGovernanceOf(params.eventId).refundsAllowed, event.day);
  }),
  getRefundQuote: answer(api.refunds.getRefundQuote, ({ params }) => {
    const ticket = find(params.eventId, params.ticketId);
    if (!ticket) return notFound();
    const governance = refundGovernanceOf(ticket.eventId);
    const day = events.find((e) => e.id === ticket.eventId)?.day ?? '';
    return {
      ticket,
      governance,
      quote: quoteOf(ticket.eventId, ticket.unitPriceCents),
      terms: refundTermsOf(null, governance.refundsAllowed, day),
    };
  }),
  requestRefund: answer(api.refunds.requestRefund, ({ params }) => {
    const ticket = find(params.eventId, params.ticketId);
    if (!ticket) return notFound();
    const decision = decideRefundRequest({
      settings: refundSettingsOfEvent(ticket.eventId),
      refundStatus: ticket.refundStatus,
      attempts: ticket.refundAttempts,
      hasQrPayload: ticket.qrPayload !== null,
      refundCents: quoteOf(ticket.eventId, ticket.unitPriceCents).refundCents,
      hasBankDetails: salesState().bank !== null,
    });
    if (decision.outcome === 'refused') return refused(decision.message);
    if (decision.outcome === 'bank-details-missing') {
      const { message, banks } = decision;
      return {
        outcome: 'bank-details-missing' as const,
        code: 'BANK_DETAILS_MISSING' as const,
        message,
        banks,
      };
    }
    ticket.refundStatus = decision.status;
    ticket.refundAttempts += 1;
    return { outcome: 'requested' as const, message: decision.message };
  }),
  cancelRefund: answer(api.refunds.cancelRefund, ({ params }) => {
    const ticket = find(params.eventId, params.ticketId);
    if (!ticket || !canCancelRefund(ticket.refundStatus)) return refused(REFUND_MESSAGES.nothingToCancel);
    ticket.refundStatus = null;
    return { message: REFUND_MESSAGES.cancelled };
  }),
};
