import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const categoriesKey = (limit?: number) => keyOf(endpoints.listCategories, { query: { limit } });
export const fetchCategories = (limit?: number) => call(endpoints.listCategories, { query: { limit } });

/** Categories; `limit` 9 for sidebars, none for all. */
export function useCategories(limit?: number) {
  return useSWR(categoriesKey(limit), () => fetchCategories(limit));
}
