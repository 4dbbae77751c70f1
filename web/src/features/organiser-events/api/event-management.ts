import { call } from '@tix/contract/api/client';
import type { PostponementReason } from '@tix/contract/domain/constants';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

/** The reads an event's lifecycle change makes stale: its page, the dashboard's list and counters. */
export const EVENT_PAGE_READS = [
  endpoints.getEventOverview,
  endpoints.listOrganiserEvents,
  endpoints.getDashboardCounts,
] as const;

export const eventOverviewKey = (eventId: string) =>
  keyOf(endpoints.getEventOverview, { params: { eventId } });

/** Everything /editevent shows about one of the organiser's events. */
export function useEventOverview(eventId: string | null) {
  return useSWR(eventId ? eventOverviewKey(eventId) : null, () =>
    call(endpoints.getEventOverview, { params: { eventId: eventId ?? '' } }),
  );
}

export const toggleCampaign = (eventId: string) => call(endpoints.toggleCampaign, { params: { eventId } });

export interface LifecycleNotice {
  reason: PostponementReason;
  message: string;
}

export const postponeEvent = (eventId: string, body: LifecycleNotice) =>
  call(endpoints.postponeEvent, { params: { eventId }, body });

export const cancelEvent = (eventId: string, body: LifecycleNotice) =>
  call(endpoints.cancelEvent, { params: { eventId }, body });

export const deleteEvent = (eventId: string) => call(endpoints.deleteEvent, { params: { eventId } });
