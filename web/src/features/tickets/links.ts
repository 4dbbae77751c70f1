/** Where a ticket's screens live; the event travels as a query parameter, not router state. */
export const zoomHref = (eventId: string, ticketId: string) =>
  `/zoom?${new URLSearchParams({ eventid: eventId, ticket: ticketId })}`;
export const previewHref = (eventId: string) =>
  `/previewtickets?${new URLSearchParams({ eventid: eventId })}`;
export const refundHref = (eventId: string, ticketId: string) =>
  `/ticket-refund?${new URLSearchParams({ eventid: eventId, ticket: ticketId })}`;
