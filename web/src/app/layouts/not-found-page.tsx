import { useSession } from '../../lib/session.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { RoleShell } from './role-shell.tsx';

/** An unknown path: inside the logged-in role's shell (its menu stays), else on its own. */
export function NotFoundPage() {
  const { account } = useSession();
  if (!account) return <NotFound />;
  return (
    <RoleShell type={account.accountType}>
      <NotFound />
    </RoleShell>
  );
}
