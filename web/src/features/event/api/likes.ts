import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const likesKey = (eventId: string) => keyOf(endpoints.getEventLikes, { params: { eventId } });

/** How many people like the event. */
export function useEventLikes(eventId: string) {
  return useSWR(likesKey(eventId), () => call(endpoints.getEventLikes, { params: { eventId } }));
}
