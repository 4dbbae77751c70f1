import { call, urlOf } from '@tix/contract/api/client';
import useSWR from 'swr';
import { endpoints } from '../../../lib/endpoints.ts';

export const provincesKey = urlOf(endpoints.listProvinces);
export const fetchProvinces = () => call(endpoints.listProvinces);

export function useProvinces() {
  // The nine provinces do not change while the page is open.
  return useSWR(provincesKey, fetchProvinces, { revalidateIfStale: false });
}
