import { api, legacy, normaliseCustomerTicket, normaliseRefundQuote } from '@tix/contract';
import { BANK_OPTIONS } from '@tix/contract/domain/banks';
import { BANK_DETAILS_MISSING_CODE } from '@tix/contract/domain/refund-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refused } from '../legacy/errors.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { notLoggedIn } from '../lib/problem.ts';
import { sessionUser } from '../plugins/session.ts';
import { registerEndpoint } from './register.ts';
import { ensureSuccess, ownTicketRow, refundGovernance } from './tickets-lookup.ts';

const { refunds } = api;
const cents = (value: number) => (value / 100).toFixed(2);

/** CALCULATE-REFUND for one of the customer's tickets, with the row it was computed for. */
async function quoteFor(req: FastifyRequest, eventId: string, ticketId: string) {
  const { row } = await ownTicketRow(req, eventId, ticketId);
  const answer = await req.legacy(legacy.CALCULATE_REFUND, {
    event_id: eventId,
    ticket_id: ticketId,
    ticket_number: String(row.ticketnumber ?? ''),
    m_payment_id: String(row.m_payment_id ?? ''),
  });
  if (String(answer.status ?? '') === 'failed') {
    throw refused(
      legacy.CALCULATE_REFUND.key,
      String(answer.message ?? 'The refund could not be estimated.'),
    );
  }
  return { row, quote: normaliseRefundQuote(answer) };
}

export default async function refundRoutes(app: FastifyInstance) {
  const requests = new IdempotencyStore();

  registerEndpoint(app, refunds.getRefundQuote, async (req) => {
    const { eventId, ticketId } = req.params;
    const [{ row, quote }, governance] = await Promise.all([
      quoteFor(req, eventId, ticketId),
      refundGovernance(req, eventId),
    ]);
    return { ticket: normaliseCustomerTicket(row), governance, quote };
  });

  registerEndpoint(app, refunds.requestRefund, async (req) => {
    const user = sessionUser(req);
    if (!user) throw notLoggedIn();
    const { eventId, ticketId } = req.params;
    return requests.run(user.accountId, idempotencyKey(req), { ...req.params, ...req.body }, async () => {
      // The amounts sent are the legacy's own estimate of today, never figures from the client.
      const { row, quote } = await quoteFor(req, eventId, ticketId);
      const answer = await req.legacy(legacy.REQUEST_TICKET_REFUND, {
        ticket_id: ticketId,
        ticket_number: String(row.ticketnumber ?? ''),
        event_id: eventId,
        m_payment_id: String(row.m_payment_id ?? ''),
        refund_reason: req.body.reason,
        userNotes: req.body.comments ?? '',
        refundFee: cents(quote.feeCents),
        daysLeft: String(quote.daysLeft),
        bookingFee: cents(quote.bookingFeeCents),
        estimatedRefund: cents(quote.refundCents),
        originalAmount: cents(quote.originalCents),
      });
      if (answer.code === BANK_DETAILS_MISSING_CODE) {
        const banks = (answer.bank_name ?? []).filter((b): b is string => typeof b === 'string');
        return {
          outcome: 'bank-details-missing' as const,
          code: BANK_DETAILS_MISSING_CODE,
          message: answer.message ?? 'Please add your bank details first.',
          banks: banks.length ? banks : [...BANK_OPTIONS],
        };
      }
      const message = ensureSuccess(legacy.REQUEST_TICKET_REFUND, answer, 'Refund request submitted.');
      return { outcome: 'requested' as const, message };
    });
  });

  registerEndpoint(app, refunds.cancelRefund, async (req) => {
    const { eventId, ticketId } = req.params;
    const { row } = await ownTicketRow(req, eventId, ticketId);
    const answer = await req.legacy(legacy.REQUEST_TICKET_REFUND, {
      ticket_id: ticketId,
      ticket_number: String(row.ticketnumber ?? ''),
      event_id: eventId,
      m_payment_id: String(row.m_payment_id ?? ''),
      refund_status: 'Pending',
    });
    return {
      message: ensureSuccess(legacy.REQUEST_TICKET_REFUND, answer, 'Your refund request has been cancelled.'),
    };
  });
}
