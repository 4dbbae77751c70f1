import { BOOSTER_SESSION_MESSAGES } from '@tix/contract/domain/booster-session';
import type { AccountType } from '@tix/contract/domain/constants';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import { problemDetail } from '../lib/problem.ts';
import { useReturnHere } from '../lib/return-to.ts';
import { HOME_OF, useSession } from '../lib/session.ts';
import { Banner } from '../ui/banner.tsx';
import { Spinner } from '../ui/spinner.tsx';

/**
 * Sends the listed account types to their own home (organisers from `/` to /dashboard, affiliates
 * to /in). Renders at once while the session loads, so the page's own data loads in parallel.
 */
export function RedirectAccounts({
  types,
  children,
}: {
  types: readonly AccountType[];
  children: ReactNode;
}) {
  const { account } = useSession();
  if (account && types.includes(account.accountType)) {
    return <Navigate to={HOME_OF[account.accountType]} replace />;
  }
  return children;
}

/** Logged-in-only screens: guests go to /login, other account types to their own home. */
export function RequireAccount({ type, children }: { type: AccountType; children: ReactNode }) {
  // The error is read only without a session: reading it would render the page again at each check.
  const read = useSession();
  const { session, account } = read;
  const here = useReturnHere();
  if (!session) {
    return read.error ? <Banner tone="error">{problemDetail(read.error)}</Banner> : <Spinner />;
  }
  // A booster whose organiser deactivated it is told why, with the way back to its login.
  if (!account && type === 'booster' && !session.loggedIn && session.ended === 'booster-deactivated')
    return (
      <div>
        <Banner tone="error">{BOOSTER_SESSION_MESSAGES.sessionEndedDeactivated}</Banner>
        <Link to={paths.promoterPicker}>{BOOSTER_SESSION_MESSAGES.logInAgain}</Link>
      </div>
    );
  // The spec: a booster's screens send whoever has no booster session home, not to /login.
  if (!account) return <Navigate to={type === 'booster' ? paths.home : paths.login} state={here} replace />;
  if (account.accountType !== type) return <Navigate to={HOME_OF[account.accountType]} replace />;
  return children;
}
