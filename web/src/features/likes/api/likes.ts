import { call, urlOf } from '@tix/contract/api/client';
import type { Event } from '@tix/contract/model/event';
import useSWR from 'swr';
import { endpoints } from '../../../lib/endpoints.ts';

export const likesKey = urlOf(endpoints.listLikes);

/** The customer's favourite events. */
export function useLikes() {
  const { data, error } = useSWR<Event[]>(likesKey, () => call(endpoints.listLikes));
  return { likes: data, error: error as unknown };
}
