import { call, urlOf } from '@tix/contract/api/client';
import useSWR from 'swr';
import { endpoints } from '../../../lib/endpoints.ts';

export const likesKey = (eventId: string) => urlOf(endpoints.getEventLikes, { params: { eventId } });

/** How many people like the event. */
export function useEventLikes(eventId: string) {
  return useSWR(likesKey(eventId), () => call(endpoints.getEventLikes, { params: { eventId } }));
}
