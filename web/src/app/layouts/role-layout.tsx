import type { AccountType } from '@tix/contract/domain/constants';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { ROLE_MENUS } from '../../lib/menus.ts';
import { ACCOUNT_LABELS } from '../../lib/session.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { RequireAccount } from '../guards.tsx';
import styles from './role-layout.module.css';

/** The logged-in area of one account type: guard, the role's sidebar menu, then the page. */
export function RoleLayout({ type }: { type: AccountType }) {
  return (
    <RequireAccount type={type}>
      <div className={styles.shell}>
        <nav aria-label={`${ACCOUNT_LABELS[type]} menu`} className={styles.sidebar}>
          <ul>
            {ROLE_MENUS[type].map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </RequireAccount>
  );
}
