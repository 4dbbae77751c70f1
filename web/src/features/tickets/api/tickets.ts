import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const ticketsKey = (search = '') => keyOf(endpoints.listTickets, { query: search ? { search } : {} });

/** The customer's tickets, narrowed by `search` when given. */
export function useTickets(search = '') {
  return useSWR(ticketsKey(search), () => call(endpoints.listTickets, { query: search ? { search } : {} }));
}

export const eventTicketsKey = (eventId: string) =>
  keyOf(endpoints.listEventTickets, { params: { eventId } });

export function useEventTickets(eventId: string) {
  return useSWR(eventId ? eventTicketsKey(eventId) : null, () =>
    call(endpoints.listEventTickets, { params: { eventId } }),
  );
}

export const ticketKey = (eventId: string, ticketId: string) =>
  keyOf(endpoints.getTicket, { params: { eventId, ticketId } });

/** One ticket with its QR payload, event and refund governance. */
export function useTicket(eventId: string, ticketId: string) {
  return useSWR(eventId && ticketId ? ticketKey(eventId, ticketId) : null, () =>
    call(endpoints.getTicket, { params: { eventId, ticketId } }),
  );
}

export const cancelRefundRequest = (eventId: string, ticketId: string) =>
  call(endpoints.cancelRefund, { params: { eventId, ticketId } });
