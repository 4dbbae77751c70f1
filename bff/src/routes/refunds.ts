import {
  type api,
  centsToLegacyRand,
  legacy,
  normaliseCustomerTicket,
  normaliseRefundQuote,
  text,
} from '@tix/contract';
import { BANK_OPTIONS } from '@tix/contract/domain/banks';
import { BANK_DETAILS_MISSING_CODE } from '@tix/contract/domain/refund-requests';
import type { FastifyInstance } from 'fastify';
import { eventRefundTerms } from '../domain/refund-terms.ts';
import { ownTicketRow, refundGovernance } from '../domain/tickets.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { sessionUser } from '../http/session-user.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { notLoggedIn } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';

/** CALCULATE-REFUND for one of the customer's tickets, with the row it was computed for. */
async function quoteFor(port: LegacyPort, eventId: string, ticketId: string) {
  const { row, key } = await ownTicketRow(port, eventId, ticketId);
  const answer = await port.legacy(legacy.CALCULATE_REFUND, {
    event_id: eventId,
    ticket_id: String(row.ticket_id),
    ticket_number: String(row.ticketnumber ?? ''),
    m_payment_id: String(row.m_payment_id ?? ''),
  });
  return { row, key, quote: normaliseRefundQuote(answer) };
}

export const refundsRoutes = (app: FastifyInstance): DomainRoutes<typeof api.refunds> => {
  const requests = new IdempotencyStore({ shared: app.shared, name: 'refunds.requests' });
  return {
    // Public reads (cached): the buyer sees the terms before paying, whoever they are.
    getRefundTerms: (req) => eventRefundTerms(req, req.params.eventId),

    getRefundQuote: async (req) => {
      const { eventId, ticketId } = req.params;
      const [{ row, key, quote }, governance, terms] = await Promise.all([
        quoteFor(req, eventId, ticketId),
        refundGovernance(req, eventId),
        eventRefundTerms(req, eventId),
      ]);
      return { ticket: normaliseCustomerTicket(row, key), governance, quote, terms };
    },

    requestRefund: async (req) => {
      const user = sessionUser(req);
      if (!user) throw notLoggedIn();
      const { eventId, ticketId } = req.params;
      return requests.run(user.accountId, idempotencyKey(req), { ...req.params, ...req.body }, async () => {
        // The amounts sent are the legacy's own estimate of today, never figures from the client.
        const { row, quote } = await quoteFor(req, eventId, ticketId);
        const answer = await req.legacy(legacy.REQUEST_TICKET_REFUND, {
          ticket_id: String(row.ticket_id),
          ticket_number: String(row.ticketnumber ?? ''),
          event_id: eventId,
          m_payment_id: String(row.m_payment_id ?? ''),
          refund_reason: req.body.reason,
          userNotes: req.body.comments ?? '',
          refundFee: centsToLegacyRand(quote.feeCents),
          daysLeft: String(quote.daysLeft),
          bookingFee: centsToLegacyRand(quote.bookingFeeCents),
          estimatedRefund: centsToLegacyRand(quote.refundCents),
          originalAmount: centsToLegacyRand(quote.originalCents),
        });
        // Missing bank details is an outcome the catalogue declares, not a refusal: the screen
        // asks for them.
        if (answer.code === BANK_DETAILS_MISSING_CODE) {
          const banks = (answer.bank_name ?? []).filter((b): b is string => typeof b === 'string');
          return {
            outcome: 'bank-details-missing' as const,
            code: BANK_DETAILS_MISSING_CODE,
            message: answer.message ?? 'Please add your bank details first.',
            banks: banks.length ? banks : [...BANK_OPTIONS],
          };
        }
        return {
          outcome: 'requested' as const,
          message: text(answer.message) ?? 'Refund request submitted.',
        };
      });
    },

    cancelRefund: async (req) => {
      const { eventId, ticketId } = req.params;
      const { row } = await ownTicketRow(req, eventId, ticketId);
      const answer = await req.legacy(legacy.REQUEST_TICKET_REFUND, {
        ticket_id: String(row.ticket_id),
        ticket_number: String(row.ticketnumber ?? ''),
        event_id: eventId,
        m_payment_id: String(row.m_payment_id ?? ''),
        refund_status: 'Pending',
      });
      return { message: text(answer.message) ?? 'Your refund request has been cancelled.' };
    },
  };
};
