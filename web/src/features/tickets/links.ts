import { linkTo, paths } from '../../lib/paths.ts';

/** Where a ticket's screens live; the event travels as a query parameter, not router state. */
export const zoomHref = (eventId: string, ticketId: string) =>
  linkTo(paths.zoom, { query: { eventid: eventId, ticket: ticketId } });
export const previewHref = (eventId: string) => linkTo(paths.previewTickets, { query: { eventid: eventId } });
export const refundHref = (eventId: string, ticketId: string) =>
  linkTo(paths.ticketRefund, { query: { eventid: eventId, ticket: ticketId } });
