import type { AccountType } from '@tix/contract/domain/constants';
import { type ReactNode, Suspense } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../ui/spinner.tsx';
import { UntilHydrated } from '../../ui/until-hydrated.tsx';
import { RequireAccount } from '../guards.tsx';
import { RoleShell } from './role-shell.tsx';

/**
 * The logged-in area of one account type: guard, the role's sidebar, then the page. A landing the
 * BFF rendered with the viewer's session keeps its controls disabled until the app has taken it
 * over (a form sent before then would be the browser's own); a page the browser renders itself is
 * live at once.
 */
export function RoleLayout({ type, children }: { type: AccountType; children?: ReactNode }) {
  return (
    <RequireAccount type={type}>
      <RoleShell type={type}>
        <Suspense fallback={<Spinner />}>
          <UntilHydrated>{children ?? <Outlet />}</UntilHydrated>
        </Suspense>
      </RoleShell>
    </RequireAccount>
  );
}

/**
 * A screen both public and a role's: with every `publicWith` parameter in the query it is the
 * public page, otherwise the role's (guarded, with its sidebar). Issue 28: /models lost the
 * organiser's sidebar because it sat in the public shell for both.
 */
export function ShellByQuery({
  type,
  publicWith,
  children,
}: {
  type: AccountType;
  publicWith: readonly string[];
  children: ReactNode;
}) {
  const [query] = useSearchParams();
  if (publicWith.every((key) => query.get(key)?.trim())) return <>{children}</>;
  return <RoleLayout type={type}>{children}</RoleLayout>;
}
