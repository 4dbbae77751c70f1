import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const refundQuoteKey = (eventId: string, ticketId: string) =>
  keyOf(endpoints.getRefundQuote, { params: { eventId, ticketId } });

/** The ticket, its event's governance and today's estimated refund. */
export function useRefundQuote(eventId: string, ticketId: string) {
  return useSWR(eventId && ticketId ? refundQuoteKey(eventId, ticketId) : null, () =>
    call(endpoints.getRefundQuote, { params: { eventId, ticketId } }),
  );
}

export type RefundRequestBody = BodyOf<typeof endpoints.requestRefund>;

/** A money-moving POST: the key makes a repeated submit (double click, retry) one request. */
export const postRefundRequest = (eventId: string, ticketId: string, body: RefundRequestBody, key: string) =>
  call(endpoints.requestRefund, { params: { eventId, ticketId }, body, headers: { 'idempotency-key': key } });

export const deleteRefundRequest = (eventId: string, ticketId: string) =>
  call(endpoints.cancelRefund, { params: { eventId, ticketId } });

/** Whether the customer has bank details on file (refunds are paid there): asked before the form. */
export function useBankDetailsOnFile() {
  return useSWR(keyOf(endpoints.getBankDetails), () => call(endpoints.getBankDetails));
}
