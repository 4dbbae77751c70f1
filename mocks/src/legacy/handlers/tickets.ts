import * as legacy from '@tix/contract/legacy/index';
import type { StandinData } from '../model.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { idParam, listOrVal } from './rows.ts';
import { customerTicketRow } from './sales-rows.ts';

// The customer's tickets: the list, its search, one event's tickets and one ticket's QR payload.

const ticketsOf = (data: StandinData, customerId: number | null) =>
  data.customerTickets
    .filter((t) => customerId !== null && t.customerId === customerId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id);

export const ticketHandlers: readonly RegisteredHandler[] = [
  handle(legacy.CUSTOMERTICKETS_GETTICKETS, ({ customerid }, { data }) =>
    listOrVal(ticketsOf(data, idParam(customerid)).map((t) => customerTicketRow(t, data))),
  ),

  handle(legacy.CUSTOMERTICKETS_SEARCHTICKETS, ({ customerid, search }, { data }) => {
    const needle = search.trim().toLowerCase();
    const rows = ticketsOf(data, idParam(customerid)).map((t) => customerTicketRow(t, data));
    return listOrVal(
      rows.filter((row) =>
        [row.event_name, row.ticketnumber, row.category].some((field) =>
          String(field ?? '')
            .toLowerCase()
            .includes(needle),
        ),
      ),
    );
  }),

  handle(legacy.PREVIEWTICKETS, ({ customerid, eventid }, { data }) => {
    const eventId = idParam(eventid);
    const rows = ticketsOf(data, idParam(customerid)).filter((t) => t.eventId === eventId);
    return listOrVal(rows.map((t) => customerTicketRow(t, data)));
  }),

  handle(legacy.ZOOM_IN_TICKET, ({ customerid, eventid, ticket_number }, { data }) => {
    const eventId = idParam(eventid);
    const ticket = ticketsOf(data, idParam(customerid))
      .sort((a, b) => a.id - b.id)
      .find((t) => t.eventId === eventId && t.ticketNumber === ticket_number.trim());
    return { qr_payload: ticket?.qrPayload ?? '' };
  }),
];
