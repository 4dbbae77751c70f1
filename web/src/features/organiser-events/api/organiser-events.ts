import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const dashboardCountsKey = keyOf(endpoints.getDashboardCounts);

/** The dashboard's counters. */
export function useDashboardCounts() {
  return useSWR(dashboardCountsKey, () => call(endpoints.getDashboardCounts));
}

/** Every event of the logged-in organiser, in date order; the dashboard's from its own call. */
export function useOrganiserEvents(view?: 'dashboard') {
  const options = view ? { query: { view } } : {};
  return useSWR(keyOf(endpoints.listOrganiserEvents, options), () =>
    call(endpoints.listOrganiserEvents, options),
  );
}
