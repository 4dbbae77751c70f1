import { call, urlOf } from '@tix/contract/api/client';
import useSWR from 'swr';
import { endpoints } from '../../../lib/endpoints.ts';

export const categoriesKey = (limit?: number) => urlOf(endpoints.listCategories, { query: { limit } });
export const fetchCategories = (limit?: number) => call(endpoints.listCategories, { query: { limit } });

/** Categories; `limit` 9 for sidebars, none for all. */
export function useCategories(limit?: number) {
  return useSWR(categoriesKey(limit), () => fetchCategories(limit));
}
