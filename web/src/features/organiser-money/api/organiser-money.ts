import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

const byEvent = (eventId: string) => ({ params: { eventId } });

/** The payout page of one of the organiser's events. */
export function usePayout(eventId: string | null) {
  return useSWR(eventId ? keyOf(endpoints.getPayout, byEvent(eventId)) : null, () =>
    call(endpoints.getPayout, byEvent(eventId ?? '')),
  );
}

export type PayoutBody = BodyOf<typeof endpoints.requestEventPayout>;

/** A money-moving POST: the key makes a repeated submit one request. */
export const postPayout = (eventId: string, body: PayoutBody, key: string) =>
  call(endpoints.requestEventPayout, { ...byEvent(eventId), body, headers: { 'idempotency-key': key } });

/** The event's refund rules, governance and requests. */
export function useRefundManagement(eventId: string | null) {
  return useSWR(eventId ? keyOf(endpoints.getRefundManagement, byEvent(eventId)) : null, () =>
    call(endpoints.getRefundManagement, byEvent(eventId ?? '')),
  );
}

export type RefundRulesBody = BodyOf<typeof endpoints.saveRefundRules>;
export const putRefundRules = (eventId: string, body: RefundRulesBody) =>
  call(endpoints.saveRefundRules, { ...byEvent(eventId), body });

export type DecisionBody = BodyOf<typeof endpoints.decideRefundRequest>;
export const postDecision = (eventId: string, requestId: string, body: DecisionBody) =>
  call(endpoints.decideRefundRequest, { params: { eventId, requestId }, body });

/** The event's sales report. */
export function useSalesReport(eventId: string | null) {
  return useSWR(eventId ? keyOf(endpoints.getSalesReport, byEvent(eventId)) : null, () =>
    call(endpoints.getSalesReport, byEvent(eventId ?? '')),
  );
}

/** The organiser's events, for choosing one. */
export function useOwnEvents() {
  return useSWR(keyOf(endpoints.listOrganiserEvents), () => call(endpoints.listOrganiserEvents));
}
