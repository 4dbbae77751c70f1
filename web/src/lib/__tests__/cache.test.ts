import { describe, expect, it } from 'vitest';
import { isKeyOf, keyOf, TICKET_READS } from '../cache.ts';
import { endpoints } from '../endpoints.ts';

describe('SWR keys', () => {
  it('are recognised as their endpoint’s, whatever the parameters and query', () => {
    const ticket = keyOf(endpoints.getTicket, { params: { eventId: '7', ticketId: '70' } });
    expect(isKeyOf(endpoints.getTicket, ticket)).toBe(true);
    expect(isKeyOf(endpoints.listTickets, keyOf(endpoints.listTickets, { query: { search: 'jazz' } }))).toBe(
      true,
    );
  });

  it('are not mistaken for another endpoint’s that shares a prefix', () => {
    const eventTickets = keyOf(endpoints.listEventTickets, { params: { eventId: '7' } });
    expect(isKeyOf(endpoints.listTickets, eventTickets)).toBe(false);
    expect(isKeyOf(endpoints.getEvent, keyOf(endpoints.getEventLikes, { params: { eventId: '7' } }))).toBe(
      false,
    );
  });

  it('of the ticket reads cover every ticket screen and not the transactions', () => {
    const matches = (key: string) => TICKET_READS.some((read) => isKeyOf(read, key));
    expect(matches(keyOf(endpoints.listTickets))).toBe(true);
    expect(matches(keyOf(endpoints.listEventTickets, { params: { eventId: '7' } }))).toBe(true);
    expect(matches(keyOf(endpoints.listTransactions))).toBe(false);
  });
});
