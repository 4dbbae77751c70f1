import type { PrintedTicket } from '../model/printing.ts';
import { TICKET_TIER_LABELS } from './constants.ts';
import { formatRand } from './money.ts';
import { PRINTED_TICKETS_PER_PAGE } from './ui-limits.ts';

// What a printed ticket says, the same on the print page and in the PDF (spec part 2, section 3
// "Printed ticket"). Four tickets to an A4 page (section 9).

export const TICKETS_PER_PAGE = PRINTED_TICKETS_PER_PAGE;

export const PRINTED_TICKET_LABELS = {
  event: 'Event',
  ticketNumber: 'Ticket no.',
  date: 'Date',
  time: 'Time',
  venue: 'Venue',
  organiser: 'Organiser',
  admits: 'Admits',
  price: 'Price',
  signature: 'Signature',
  adult: 'Adult',
  child: 'Child',
} as const;

const L = PRINTED_TICKET_LABELS;

/** The ticket's face: the event's name, its heading and label/value lines, in print order. */
export function printedTicketFace(ticket: PrintedTicket): {
  title: string;
  heading: string;
  lines: [string, string][];
} {
  const date = [ticket.eventDate, ticket.eventMonth, ticket.eventYear].filter(Boolean).join(' ');
  const time = [ticket.startTime, ticket.finishTime].filter(Boolean).join(' – ');
  const organiser = [ticket.organiserName, ticket.organiserEmail].filter(Boolean).join(', ');
  const lines: [string, string][] = [
    [L.ticketNumber, ticket.ticketNumber],
    [L.date, date],
    [L.time, time],
    [L.venue, ticket.venueLines.join(', ')],
    [L.organiser, organiser],
    [L.admits, ticket.group === 'kids' ? L.child : L.adult],
    [L.price, formatRand(ticket.priceCents)],
    [L.signature, ticket.signature ?? ''],
  ];
  return {
    title: ticket.eventName,
    heading: `${TICKET_TIER_LABELS[ticket.tier]} · ${ticket.group === 'kids' ? L.child : L.adult}`,
    lines: lines.filter(([, value]) => value !== ''),
  };
}

/** Tickets in pages of four. */
export function ticketPages<T>(tickets: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < tickets.length; i += TICKETS_PER_PAGE)
    pages.push(tickets.slice(i, i + TICKETS_PER_PAGE));
  return pages;
}
