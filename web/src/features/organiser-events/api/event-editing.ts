import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import type { api } from '@tix/contract/api/index';
import useSWR from 'swr';
import { keyOf, useInvalidate } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

type Api = typeof api.eventEditing;

export const createEvent = (body: BodyOf<Api['createEvent']>) => call(endpoints.createEvent, { body });

export const eventDetailsKey = (eventId: string) => keyOf(endpoints.getEventDetails, { params: { eventId } });

/** The organiser's event as the edit form starts from it. */
export function useEventDetails(eventId: string) {
  return useSWR(eventId ? eventDetailsKey(eventId) : null, () =>
    call(endpoints.getEventDetails, { params: { eventId } }),
  );
}

export const updateEvent = (eventId: string, body: BodyOf<Api['updateEvent']>) =>
  call(endpoints.updateEvent, { params: { eventId }, body });

export const updateRefundSetting = (eventId: string, refundsAllowed: boolean) =>
  call(endpoints.updateRefundSetting, { params: { eventId }, body: { refundsAllowed } });

/** What a created or edited event changes: the lists, the counters and the event's details. */
export const EVENT_READS = [
  endpoints.listOrganiserEvents,
  endpoints.getDashboardCounts,
  endpoints.getEventDetails,
] as const;

export function useInvalidateEvents() {
  const invalidate = useInvalidate();
  return () => invalidate(EVENT_READS);
}
