import { call, urlOf } from '@tix/contract/api/client';
import useSWR from 'swr';
import { endpoints } from '../../../lib/endpoints.ts';

export const eventKey = (eventId: string) => urlOf(endpoints.getEvent, { params: { eventId } });
export const fetchEvent = (eventId: string) => call(endpoints.getEvent, { params: { eventId } });

/** One event with its ticket types. */
export function useEvent(eventId: string) {
  return useSWR(eventKey(eventId), () => fetchEvent(eventId));
}
