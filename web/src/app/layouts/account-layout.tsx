import type { AccountType } from '@tix/contract/domain/constants';
import { Navigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { problemDetail } from '../../lib/problem.ts';
import { useReturnHere } from '../../lib/return-to.ts';
import { HOME_OF, useSession } from '../../lib/session.ts';
import { Banner } from '../../ui/banner.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { RoleLayout } from './role-layout.tsx';

/**
 * Screens every listed account type shares (profile, feedback, change password): guests go to
 * /login, other types to their home; the page gets the logged-in role's menu.
 */
/**
 * A booster has none of these screens: it only sells. (The account types from HOME_OF, which
 * names each one, rather than the contract's constants: that module would add a file to every
 * landing's first load.)
 */
const MEMBERS = (Object.keys(HOME_OF) as AccountType[]).filter((type) => type !== 'booster');

export function AccountLayout({ types = MEMBERS }: { types?: readonly AccountType[] }) {
  // The error is read only without a session: reading it would render the page again at each check.
  const read = useSession();
  const { session, account } = read;
  const here = useReturnHere();
  if (!session) return read.error ? <Banner tone="error">{problemDetail(read.error)}</Banner> : <Spinner />;
  if (!account) return <Navigate to={paths.login} state={here} replace />;
  if (!types.includes(account.accountType)) return <Navigate to={HOME_OF[account.accountType]} replace />;
  return <RoleLayout type={account.accountType} />;
}
