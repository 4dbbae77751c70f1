import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SearchBox } from '../../features/browse/components/search-box.tsx';
import { useBrowserValue } from '../../lib/hydrated.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import styles from './header.module.css';

/** The phones' drawer, for logged-in accounts only: loaded once the session says who is in. */
const MobileDrawer = lazy(() => import('./mobile-drawer.tsx').then((m) => ({ default: m.MobileDrawer })));

/** Phones only (header.module.css hides the drawer's toggle from 769 px): a desktop never loads it. */
const PHONE = '(max-width: 768px)';
// Without media queries (some test environments), the drawer renders and the stylesheet decides.
const hasMedia = () => typeof window.matchMedia === 'function';
const onWidthChange = (change: () => void) => {
  if (!hasMedia()) return () => undefined;
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const phoneNow = () => !hasMedia() || window.matchMedia(PHONE).matches;
const usePhoneWidth = () => useBrowserValue(onWidthChange, phoneNow, false);

/** The promoter's screens (at the gate): no public event search there. */
const PROMOTER_PATHS = new Set(
  [
    paths.promoterPicker,
    paths.boosterLogin,
    paths.boosterDashboard,
    paths.boosterProfile,
    paths.accountStatus,
    paths.sellTickets,
    paths.eventDescription,
    paths.customerPay,
  ].map((p) => p.toLowerCase()),
);

/** The shared header: brand, event search (hidden for affiliates and promoters), account menu, drawer. */
export function Header() {
  const { account } = useSession();
  const { pathname } = useLocation();
  const phone = usePhoneWidth();
  const viewer = account?.accountType ?? 'guest';
  const searchHidden =
    viewer === 'partner' || viewer === 'booster' || PROMOTER_PATHS.has(pathname.toLowerCase());
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {account && phone && (
          // The slot keeps the toggle's place while the drawer loads, so the brand does not move.
          <Suspense fallback={<span aria-hidden="true" className={styles.drawerSlot} />}>
            <MobileDrawer account={account} />
          </Suspense>
        )}
        {/* Without the search between them, the brand pushes the account menu to the far side. */}
        <Link
          to={paths.home}
          className={searchHidden ? `${styles.brand} ${styles.brandAlone}` : styles.brand}
        >
          <span aria-hidden="true" className={styles.logo} />
          Tix<span className="visually-hidden"> home</span>
        </Link>
        {!searchHidden && (
          <div className={styles.search}>
            <SearchBox viewer={viewer} />
          </div>
        )}
        <AccountMenu account={account} />
      </div>
    </header>
  );
}
