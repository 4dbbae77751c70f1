import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

/** No key (no request) for blank text. */
export const searchKey = (q: string) =>
  q.trim() ? keyOf(endpoints.searchEvents, { query: { q: q.trim() } }) : null;
export const fetchSearch = (q: string) => call(endpoints.searchEvents, { query: { q: q.trim() } });

/** Header search; organisers get only their own events (the BFF decides from the session). */
export function useSearch(q: string) {
  return useSWR(searchKey(q), () => fetchSearch(q));
}
