import { call, urlOf } from '@tix/contract/api/client';
import type { AccountType } from '@tix/contract/domain/constants';
import type { Session } from '@tix/contract/model/session';
import useSWR from 'swr';
import { endpoints } from './endpoints.ts';
import { paths } from './paths.ts';

export type LoggedInSession = Extract<Session, { loggedIn: true }>;

export const sessionKey = urlOf(endpoints.getSession);
export const fetchSession = () => call(endpoints.getSession);

/** Who is logged in. While loading, or when the check fails, `session` is undefined. */
export function useSession() {
  const { data, error, isLoading } = useSWR<Session>(sessionKey, fetchSession);
  const account: LoggedInSession | null = data?.loggedIn ? data : null;
  return { session: data, account, error: error as unknown, isLoading };
}

/** Where each account type lands after login, and the 'Dashboard' of the menus. */
export const HOME_OF: Record<AccountType, string> = {
  customer: paths.customerDashboard,
  business: paths.dashboard,
  partner: paths.affiliateHome,
};

/** The spec's account labels in the header. */
export const ACCOUNT_LABELS: Record<AccountType, string> = {
  business: 'Organizer',
  customer: 'Attendee',
  partner: 'Affiliate',
};
