import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

const queryOf = (search: string) => (search ? { search } : {});

/** The organiser's customers, narrowed by `search` when it is not blank. */
export function useCustomers(search: string) {
  return useSWR(
    keyOf(endpoints.listCustomers, { query: queryOf(search) }),
    () => call(endpoints.listCustomers, { query: queryOf(search) }),
    { keepPreviousData: true },
  );
}
