import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

/** Everything /analytics shows about one of the organiser's events. */
export function useEventAnalytics(eventId: string | null) {
  return useSWR(eventId ? keyOf(endpoints.getEventAnalytics, { params: { eventId } }) : null, () =>
    call(endpoints.getEventAnalytics, { params: { eventId: eventId ?? '' } }),
  );
}
