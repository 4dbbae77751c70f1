import { call } from '@tix/contract/api/client';
import type { Event } from '@tix/contract/model/event';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const likesKey = keyOf(endpoints.listLikes);

/** The customer's favourite events. */
export function useLikes() {
  const { data, error } = useSWR<Event[]>(likesKey, () => call(endpoints.listLikes));
  return { likes: data, error: error as unknown };
}
