import { z } from 'zod';
import { idMessage, legacyId } from '../model/ids.ts';
import {
  customerTicketSchema,
  refundGovernanceSchema,
  ticketEventSchema,
  transactionSchema,
  transactionSummarySchema,
} from '../model/index.ts';
import { list, longText } from '../model/limits.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';

export const EVENT_ID_MESSAGE = idMessage('Event id');
export const TICKET_ID_MESSAGE = idMessage('Ticket id');
export const eventTicketParams = z.object({
  eventId: legacyId(EVENT_ID_MESSAGE),
  ticketId: legacyId(TICKET_ID_MESSAGE),
});

/** The customer's tickets and transactions (spec part 1 customer area, part 3 transactions). */
export const ticketsApi = {
  listTickets: endpoint({
    ...routes.tickets.listTickets,
    summary: "The customer's tickets; `search` narrows them (event name or ticket number)",
    access: ['customer'],
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: list(customerTicketSchema),
    // The dates: the public list of events, and an unlisted event's own details.
    legacy: ['CUSTOMERTICKETS:GETTICKETS', 'CUSTOMERTICKETS:SEARCHTICKETS', 'EVENTS', 'FETCH-EVENT-DETAILS'],
  }),
  listEventTickets: endpoint({
    ...routes.tickets.listEventTickets,
    summary: "The customer's tickets for one event",
    access: ['customer'],
    params: z.object({ eventId: legacyId(EVENT_ID_MESSAGE) }),
    response: list(customerTicketSchema),
    owner: {
      public:
        'the event is public; the rows are the session customer’s own (PREVIEWTICKETS takes customerid from the session)',
    },
    legacy: ['PREVIEWTICKETS', 'FETCH-EVENT-DETAILS'],
  }),
  getTicket: endpoint({
    ...routes.tickets.getTicket,
    summary: 'One ticket with its QR payload, its event and the event’s refund governance',
    access: ['customer'],
    params: eventTicketParams,
    response: z.object({
      ticket: customerTicketSchema,
      event: ticketEventSchema.nullable(),
      governance: refundGovernanceSchema,
    }),
    owner: { owned: 'customer-ticket' },
    legacy: ['PREVIEWTICKETS', 'ZOOM-IN-TICKET', 'GET-REFUND-GOVERNANCE-RULES', 'FETCH-EVENT-DETAILS'],
  }),
  listTransactions: endpoint({
    ...routes.tickets.listTransactions,
    summary: "The customer's transactions",
    access: ['customer'],
    response: list(transactionSchema),
    legacy: ['TRANSACTIONS:GETTRANSACTIONS'],
  }),
  eventTransactions: endpoint({
    ...routes.tickets.eventTransactions,
    summary: 'Transactions of one event with the five amount summaries (the organiser sees every buyer)',
    access: ['customer', 'business'],
    params: z.object({ eventId: legacyId(EVENT_ID_MESSAGE) }),
    response: z.object({ summary: transactionSummarySchema, transactions: list(transactionSchema) }),
    owner: { owned: 'event-sales' },
    legacy: ['TRANSACTION-AMOUNTS', 'TRANSACTIONS-LIST'],
  }),
  resendTicket: endpoint({
    ...routes.tickets.resendTicket,
    summary: 'Sends the tickets of a completed transaction again',
    access: ['customer', 'business'],
    params: z.object({
      transactionId: legacyId(idMessage('Transaction id')),
    }),
    response: z.object({ message: longText() }),
    // Organisers name the event the transaction is of (the view they resend from); customers need not.
    query: z.object({ eventId: legacyId(EVENT_ID_MESSAGE).optional() }),
    owner: { owned: 'transaction' },
    legacy: ['RESEND-TICKET'],
  }),
};
