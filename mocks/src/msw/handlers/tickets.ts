import { api } from '@tix/contract/api/index';
import { LEGACY_MESSAGES, ticketResentTo } from '../../flows/legacy-messages.ts';
import { demoRecords } from '../fixtures/accounts.ts';
import { refundGovernanceOf } from '../fixtures/customer-tickets.ts';
import { events } from '../fixtures/events.ts';
import { answer, problem } from '../respond.ts';
import { salesState } from '../state.ts';

const notFound = () => problem(404, 'Not found', 'We could not find that ticket among yours.');

export const tickets = {
  listTickets: answer(api.tickets.listTickets, ({ query }) => {
    const needle = query.search?.trim().toLowerCase() ?? '';
    return salesState().tickets.filter((t) =>
      [t.eventName, t.number, t.category].some((f) => f.toLowerCase().includes(needle)),
    );
  }),
  // Before listEventTickets would not matter: the paths differ in length.
  getTicket: answer(api.tickets.getTicket, ({ params }) => {
    const ticket = salesState().tickets.find((t) => t.id === params.ticketId && t.eventId === params.eventId);
    if (!ticket) return notFound();
    const event = events.find((e) => e.id === params.eventId);
    return {
      ticket,
      governance: refundGovernanceOf(params.eventId),
      event: event
        ? {
            id: event.id,
            name: event.name,
            day: event.day,
            startTime: event.startTime,
            finishTime: event.finishTime,
            venue: event.venue,
          }
        : null,
    };
  }),
  listEventTickets: answer(api.tickets.listEventTickets, ({ params }) =>
    salesState().tickets.filter((t) => t.eventId === params.eventId),
  ),
  listTransactions: answer(api.tickets.listTransactions, () => salesState().transactions),
  eventTransactions: answer(api.tickets.eventTransactions, ({ params }) => {
    const list = salesState().transactions.filter((t) => t.eventId === params.eventId);
    const sum = (status: string) =>
      list.filter((t) => t.status === status).reduce((s, t) => s + t.grossCents, 0);
    return {
      summary: {
        completedCents: sum('complete'),
        pendingCents: sum('pending'),
        cancelledCents: sum('cancelled'),
        abandonedCents: sum('abandoned'),
        refundedCents: list.reduce((s, t) => s + t.refundedCents, 0),
      },
      transactions: list,
    };
  }),
  resendTicket: answer(api.tickets.resendTicket, ({ params }) => {
    const tx = salesState().transactions.find((t) => t.id === params.transactionId);
    if (!tx) return problem(422, 'Request refused', 'Transaction not found.');
    if (tx.resentAt) return problem(422, 'Request refused', LEGACY_MESSAGES.alreadyResent);
    tx.resentAt = `${new Date().toISOString().slice(0, 10)} 12:00`;
    return { message: ticketResentTo(demoRecords.customer.email) };
  }),
};
