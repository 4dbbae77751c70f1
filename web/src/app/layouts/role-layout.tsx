import type { AccountType } from '@tix/contract/domain/constants';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../../ui/spinner.tsx';
import { RequireAccount } from '../guards.tsx';
import { RoleShell } from './role-shell.tsx';

/** The logged-in area of one account type: guard, the role's sidebar, then the page. */
export function RoleLayout({ type }: { type: AccountType }) {
  return (
    <RequireAccount type={type}>
      <RoleShell type={type}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </RoleShell>
    </RequireAccount>
  );
}
