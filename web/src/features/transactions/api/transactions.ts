import { call, urlOf } from '@tix/contract/api/client';
import useSWR from 'swr';
import { endpoints } from '../../../lib/endpoints.ts';

export const transactionsKey = urlOf(endpoints.listTransactions);

/** The customer's transactions. */
export function useTransactions() {
  return useSWR(transactionsKey, () => call(endpoints.listTransactions));
}

export const eventTransactionsKey = (eventId: string) =>
  urlOf(endpoints.eventTransactions, { params: { eventId } });

/** One event's transactions with the five summaries. */
export function useEventTransactions(eventId: string) {
  return useSWR(eventId ? eventTransactionsKey(eventId) : null, () =>
    call(endpoints.eventTransactions, { params: { eventId } }),
  );
}

export const postResend = (transactionId: string) =>
  call(endpoints.resendTicket, { params: { transactionId } });

/** The event shown with a transaction's details. */
export function useEventFacts(eventId: string | null) {
  return useSWR(eventId ? urlOf(endpoints.getEvent, { params: { eventId } }) : null, () =>
    call(endpoints.getEvent, { params: { eventId: eventId ?? '' } }),
  );
}
