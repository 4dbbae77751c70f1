import { describe, expect, it } from 'vitest';
import type { PrintedTicket } from '../../model/printing.ts';
import { PRINTED_TICKET_LABELS as L, printedTicketFace, ticketPages } from '../printed-ticket.ts';

const ticket: PrintedTicket = {
  ticketNumber: 'P00KXA9',
  eventName: 'Jozi Jazz Under the Stars',
  eventDate: '22',
  eventMonth: 'Nov',
  eventYear: '2026',
  startTime: '18:00',
  finishTime: '23:00',
  venueLines: ['Mary Fitzgerald Square', 'Newtown', 'Johannesburg'],
  organiserName: 'Demo Events',
  organiserEmail: 'organiser@demo.co.za',
  qrPayload: 'eyJ0aWNrZXRJZCI6MX0.AbCdEfGh1234',
  signature: 'AbCdEfGh',
  group: 'kids',
  tier: 'vip',
  priceCents: 12_050,
};

describe('a printed ticket', () => {
  it('reads tier and child, the date, venue, organiser, price in rand and the signature', () => {
    const face = printedTicketFace(ticket);
    // Every printed ticket names its event (page and PDF share this face).
    expect(face.title).toBe('Jozi Jazz Under the Stars');
    expect(face.heading).toBe('VIP · Child');
    expect(Object.fromEntries(face.lines)).toEqual({
      [L.ticketNumber]: 'P00KXA9',
      [L.date]: '22 Nov 2026',
      [L.time]: '18:00 – 23:00',
      [L.venue]: 'Mary Fitzgerald Square, Newtown, Johannesburg',
      [L.organiser]: 'Demo Events, organiser@demo.co.za',
      [L.admits]: L.child,
      [L.price]: 'R120.50',
      [L.signature]: 'AbCdEfGh',
    });
  });

  it('leaves out what the legacy did not send', () => {
    const face = printedTicketFace({
      ...ticket,
      group: 'adults',
      finishTime: null,
      organiserEmail: null,
      signature: null,
    });
    expect(face.heading).toBe('VIP · Adult');
    const lines = Object.fromEntries(face.lines);
    expect(lines[L.time]).toBe('18:00');
    expect(lines[L.organiser]).toBe('Demo Events');
    expect(L.signature in lines).toBe(false);
  });

  it('goes four to a page', () => {
    expect(ticketPages([1, 2, 3, 4, 5, 6, 7, 8]).map((p) => p.length)).toEqual([4, 4]);
    expect(ticketPages([1, 2, 3, 4, 5]).map((p) => p.length)).toEqual([4, 1]);
    expect(ticketPages([])).toEqual([]);
  });
});
