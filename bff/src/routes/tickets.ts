import {
  type api,
  type CustomerTicket,
  legacy,
  normaliseCustomerTicket,
  normaliseCustomerTickets,
  normaliseEventDetail,
  normaliseTransactionSummary,
  normaliseTransactions,
  text,
  withRefundStatuses,
} from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { ownTicketRow, ownTicketRows, refundGovernance, withEventTimes } from '../domain/tickets.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { orNull } from '../legacy/not-found.ts';

/**
 * A customer's tickets, normalised once per answer object: the legacy client gives the same frozen
 * object again while the legacy sends the same bytes for the session (legacy/unchanged-answers.ts),
 * so a landing read again is not normalised again. Each read gets copies, which withEventTimes fills.
 */
const normalisedTickets = new WeakMap<object, readonly CustomerTicket[]>();
function customerTickets(answer: Parameters<typeof normaliseCustomerTickets>[0]): CustomerTicket[] {
  if (typeof answer !== 'object' || answer === null) return normaliseCustomerTickets(answer);
  let list = normalisedTickets.get(answer);
  if (list === undefined) {
    list = normaliseCustomerTickets(answer);
    normalisedTickets.set(answer, list);
  }
  return list.map((ticket) => ({ ...ticket }));
}

export const ticketsRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.tickets> => ({
  // Ticket lists are normalised field by field (normaliseCustomerTicket): exactly the schema's
  // fields, so written by JSON.stringify (the customer's landing read, per-request CPU).
  listTickets: {
    exactAnswer: true,
    handler: async (req) => {
      const search = req.query.search?.trim();
      const tickets = search
        ? normaliseCustomerTickets(await req.legacy(legacy.CUSTOMERTICKETS_SEARCHTICKETS, { search }))
        : customerTickets(await req.legacy(legacy.CUSTOMERTICKETS_GETTICKETS));
      return withEventTimes(req, req.log, tickets);
    },
  },

  listEventTickets: {
    exactAnswer: true,
    handler: async (req) =>
      withEventTimes(req, req.log, normaliseCustomerTickets(await ownTicketRows(req, req.params.eventId))),
  },

  getTicket: async (req) => {
    const { eventId, ticketId } = req.params;
    const { row, all, key } = await ownTicketRow(req, eventId, ticketId);
    // The ticket is the customer's own (above): a QR or an event the legacy answers nothing for
    // leaves that part empty ("This QR code is invalid", no event facts), not the ticket a 404.
    const [zoom, governance, detail] = await Promise.all([
      orNull(
        req.legacy(legacy.ZOOM_IN_TICKET, {
          eventid: eventId,
          ticket_number: String(row.ticketnumber ?? ''),
        }),
      ),
      refundGovernance(req, eventId),
      orNull(req.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId })),
    ]);
    const ticket = normaliseCustomerTicket(row, key);
    // ZOOM-IN-TICKET names a ticket by number, which the tickets of one purchase share: for those
    // the row's own payload is the one of this admission.
    const shared = all.filter((r) => r.ticketnumber === row.ticketnumber).length > 1;
    const qrPayload = shared ? ticket.qrPayload : text(zoom?.qr_payload);
    const event = detail === null ? null : normaliseEventDetail(detail, eventId);
    return {
      ticket: { ...ticket, qrPayload },
      governance,
      event: event && {
        id: event.id,
        name: event.name,
        day: event.day,
        startTime: event.startTime,
        finishTime: event.finishTime,
        venue: event.venue,
      },
    };
  },

  // The transaction rows carry no refund request state: the customer's tickets do (by payment id).
  // Without them the list still shows, with only what the rows say (Refunded or None).
  listTransactions: async (req) => {
    const [rows, tickets] = await Promise.all([
      req.legacy(legacy.TRANSACTIONS_GETTRANSACTIONS),
      req.legacy(legacy.CUSTOMERTICKETS_GETTICKETS).then(normaliseCustomerTickets, (error: unknown) => {
        req.log.warn({ err: error }, 'tickets for refund states failed; transactions without them');
        return [];
      }),
    ]);
    return withRefundStatuses(normaliseTransactions(rows), tickets);
  },

  eventTransactions: async (req) => {
    const params = { event_id: req.params.eventId };
    const [amounts, list] = await Promise.all([
      req.legacy(legacy.TRANSACTION_AMOUNTS, params),
      req.legacy(legacy.TRANSACTIONS_LIST, params),
    ]);
    return {
      summary: normaliseTransactionSummary(amounts),
      transactions: normaliseTransactions(list.transactions),
    };
  },

  resendTicket: async (req) => {
    const answer = await req.legacy(legacy.RESEND_TICKET, { transaction_id: req.params.transactionId });
    return { message: text(answer.message) ?? 'Ticket resent.' };
  },
});
