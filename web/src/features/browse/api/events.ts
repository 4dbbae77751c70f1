import { call, urlOf } from '@tix/contract/api/client';
import useSWR from 'swr';
import { endpoints } from '../../../lib/endpoints.ts';

/** One of province or category (the legacy filters by one at a time), or neither. */
export type EventFilter = { province: string } | { category: string } | Record<string, never>;

export const eventsKey = (filter: EventFilter) => urlOf(endpoints.listEvents, { query: filter });
export const fetchEvents = (filter: EventFilter) => call(endpoints.listEvents, { query: filter });

/** Events to browse; the BFF already leaves out hidden ones. */
export function useEvents(filter: EventFilter) {
  return useSWR(eventsKey(filter), () => fetchEvents(filter));
}
