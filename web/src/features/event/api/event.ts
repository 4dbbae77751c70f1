import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const eventKey = (eventId: string) => keyOf(endpoints.getEvent, { params: { eventId } });
export const fetchEvent = (eventId: string) => call(endpoints.getEvent, { params: { eventId } });

/** One event with its ticket types. */
export function useEvent(eventId: string) {
  return useSWR(eventKey(eventId), () => fetchEvent(eventId));
}
