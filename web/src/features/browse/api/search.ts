import { call, urlOf } from '@tix/contract/api/client';
import useSWR from 'swr';
import { endpoints } from '../../../lib/endpoints.ts';

/** No key (no request) for blank text. */
export const searchKey = (q: string) =>
  q.trim() ? urlOf(endpoints.searchEvents, { query: { q: q.trim() } }) : null;
export const fetchSearch = (q: string) => call(endpoints.searchEvents, { query: { q: q.trim() } });

/** Header search; organisers get only their own events (the BFF decides from the session). */
export function useSearch(q: string) {
  return useSWR(searchKey(q), () => fetchSearch(q));
}
