import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ROLE_MENUS } from '../../../lib/menus.ts';
import { ACCOUNT_LABELS, useSession } from '../../../lib/session.ts';
import styles from './organiser-frame.module.css';

/**
 * Public pages that organisers also use (the calculator): guests get the page as it is, a
 * logged-in organiser gets it beside the organiser menu.
 */
export function OrganiserFrame({ children }: { children: ReactNode }) {
  const { account } = useSession();
  if (account?.accountType !== 'business') return children;
  return (
    <div className={styles.shell}>
      <nav aria-label={`${ACCOUNT_LABELS.business} menu`} className={styles.menu}>
        <ul>
          {ROLE_MENUS.business.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
