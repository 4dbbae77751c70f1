import { type CallOptions, urlOf } from '@tix/contract/api/client';
import type { Endpoint } from '@tix/contract/api/define';
import type { Route } from '@tix/contract/api/routes';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { endpoints } from './endpoints.ts';

/** The SWR key of a call: its URL, so every key of an endpoint starts from that endpoint's path. */
export function keyOf<E extends Endpoint>(endpoint: E, options?: Pick<CallOptions<E>, 'params' | 'query'>) {
  return urlOf(endpoint, options);
}

const patterns = new WeakMap<Route, RegExp>();

/** Whether `key` is one of `endpoint`'s keys, whatever its parameters and query. */
export function isKeyOf(endpoint: Route, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  let pattern = patterns.get(endpoint);
  if (!pattern) {
    const segments = endpoint.path
      .split('/')
      .map((s) => (s.startsWith(':') ? '[^/?]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    pattern = new RegExp(`^${segments.join('/')}(\\?.*)?$`);
    patterns.set(endpoint, pattern);
  }
  return pattern.test(key);
}

/** The reads that show a ticket's state: a refund request or cancellation changes them. */
export const TICKET_READS: readonly Route[] = [
  endpoints.listTickets,
  endpoints.listEventTickets,
  endpoints.getTicket,
];

/** Revalidates every cached answer of the given endpoints (all parameters and queries). */
export function useInvalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (reads: readonly Route[]) => mutate((key) => reads.some((read) => isKeyOf(read, key))),
    [mutate],
  );
}

/** Drops every cached answer but those of `keep`, without fetching them again. */
export function useForgetAllBut() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (keep: Route) => mutate((key) => !isKeyOf(keep, key), undefined, { revalidate: false }),
    [mutate],
  );
}
