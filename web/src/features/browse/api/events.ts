import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

/** A province, a category, both (a category page opened for one province), or neither. */
export interface EventFilter {
  province?: string;
  category?: string;
}

export const eventsKey = (filter: EventFilter) => keyOf(endpoints.listEvents, { query: filter });
export const fetchEvents = (filter: EventFilter) => call(endpoints.listEvents, { query: filter });

/** Events to browse; the BFF already leaves out hidden ones. */
export function useEvents(filter: EventFilter) {
  return useSWR(eventsKey(filter), () => fetchEvents(filter));
}
