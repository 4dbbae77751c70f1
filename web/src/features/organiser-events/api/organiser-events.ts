import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const dashboardCountsKey = keyOf(endpoints.getDashboardCounts);

/** The dashboard's counters. */
export function useDashboardCounts() {
  return useSWR(dashboardCountsKey, () => call(endpoints.getDashboardCounts));
}

export const organiserEventsKey = keyOf(endpoints.listOrganiserEvents);

/** Every event of the logged-in organiser, in date order. */
export function useOrganiserEvents() {
  return useSWR(organiserEventsKey, () => call(endpoints.listOrganiserEvents));
}
