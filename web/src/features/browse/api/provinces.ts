import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const provincesKey = keyOf(endpoints.listProvinces);
export const fetchProvinces = () => call(endpoints.listProvinces);

export function useProvinces() {
  // The nine provinces do not change while the page is open.
  return useSWR(provincesKey, fetchProvinces, { revalidateIfStale: false });
}
