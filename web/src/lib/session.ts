import { call } from '@tix/contract/api/client';
import type { AccountType } from '@tix/contract/domain/constants';
import type { Session } from '@tix/contract/model/session';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { keyOf, useForgetAllBut } from './cache.ts';
import { endpoints } from './endpoints.ts';
import { paths } from './paths.ts';

export type LoggedInSession = Extract<Session, { loggedIn: true }>;

export const sessionKey = keyOf(endpoints.getSession);
export const fetchSession = () => call(endpoints.getSession);

/**
 * Who is logged in. While loading, or when the check fails, `session` is undefined. SWR renders a
 * component again for each state it read: only the answer is read here, and the error when a
 * caller asks for it, so the session checked again unchanged renders none of the page's many
 * readers again (on a phone, one synchronous render of all of them; issue 48).
 */
export function useSession() {
  const read = useSWR<Session>(sessionKey, fetchSession);
  const data = read.data;
  const account: LoggedInSession | null = data?.loggedIn ? data : null;
  return {
    session: data,
    account,
    get error(): unknown {
      return read.error;
    },
  };
}

/**
 * A new viewer (login, logout, registration, deletion): every answer cached for the previous one
 * is dropped (an organiser's search answers differ from a guest's), then the session is set.
 */
export function useReplaceSession() {
  const { mutate } = useSWRConfig();
  const forgetAllBut = useForgetAllBut();
  return useCallback(
    async (next: Session, { revalidate = true } = {}) => {
      // Tickets saved for offline use belong to the previous viewer: dropped with the rest (the
      // module is loaded here, not with the entry: most first views never save a ticket).
      const { forgetOfflineTickets } = await import('./offline-tickets.ts');
      await forgetOfflineTickets();
      // Every answer goes, those a landing rendered on the server came with among them (they
      // started SWR's cache: lib/rendered-answers.ts).
      await forgetAllBut(endpoints.getSession);
      await mutate(sessionKey, next, { revalidate });
    },
    [mutate, forgetAllBut],
  );
}

/** Where each account type lands after login, and the 'Dashboard' of the menus. */
export const HOME_OF: Record<AccountType, string> = {
  customer: paths.customerDashboard,
  business: paths.dashboard,
  partner: paths.affiliateHome,
  booster: paths.boosterDashboard,
};

/** The spec's account labels in the header. */
export const ACCOUNT_LABELS: Record<AccountType, string> = {
  business: 'Organizer',
  customer: 'Attendee',
  partner: 'Affiliate',
  booster: 'Booster',
};
