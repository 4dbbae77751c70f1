import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const transactionsKey = keyOf(endpoints.listTransactions);

/** The customer's transactions (none asked for when `enabled` is false). */
export function useTransactions(enabled = true) {
  return useSWR(enabled ? transactionsKey : null, () => call(endpoints.listTransactions));
}

/** The organiser's events, for choosing whose transactions to see. */
export function useOrganiserEvents(enabled: boolean) {
  return useSWR(enabled ? keyOf(endpoints.listOrganiserEvents) : null, () =>
    call(endpoints.listOrganiserEvents),
  );
}

export const eventTransactionsKey = (eventId: string) =>
  keyOf(endpoints.eventTransactions, { params: { eventId } });

/** One event's transactions with the five summaries. */
export function useEventTransactions(eventId: string) {
  return useSWR(eventId ? eventTransactionsKey(eventId) : null, () =>
    call(endpoints.eventTransactions, { params: { eventId } }),
  );
}

/** Resends a transaction's tickets; the event it is of lets the organiser's ownership check find it. */
export const postResend = (transactionId: string, eventId?: string) =>
  call(endpoints.resendTicket, { params: { transactionId }, query: eventId ? { eventId } : {} });

/** The event shown with a transaction's details. */
export function useEventFacts(eventId: string | null) {
  return useSWR(eventId ? keyOf(endpoints.getEvent, { params: { eventId } }) : null, () =>
    call(endpoints.getEvent, { params: { eventId: eventId ?? '' } }),
  );
}
