import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { SearchBox } from '../../features/browse/components/search-box.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import styles from './header.module.css';

/** The phones' drawer, for logged-in accounts only: loaded once the session says who is in. */
const MobileDrawer = lazy(() => import('./mobile-drawer.tsx').then((m) => ({ default: m.MobileDrawer })));

/** The shared header: brand, event search (hidden for affiliates), account menu, mobile drawer. */
export function Header() {
  const { account } = useSession();
  const viewer = account?.accountType ?? 'guest';
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {account && (
          // The slot keeps the toggle's place while the drawer loads, so the brand does not move.
          <Suspense fallback={<span aria-hidden="true" className={styles.drawerSlot} />}>
            <MobileDrawer account={account} />
          </Suspense>
        )}
        {/* Without the search between them, the brand pushes the account menu to the far side. */}
        <Link
          to={paths.home}
          className={viewer === 'partner' ? `${styles.brand} ${styles.brandAlone}` : styles.brand}
        >
          <span aria-hidden="true" className={styles.logo} />
          Tix<span className="visually-hidden"> home</span>
        </Link>
        {viewer !== 'partner' && (
          <div className={styles.search}>
            <SearchBox viewer={viewer} />
          </div>
        )}
        <AccountMenu account={account} />
      </div>
    </header>
  );
}
