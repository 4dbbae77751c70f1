import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { Header } from '../header/header.tsx';
import styles from './site-layout.module.css';

/** Every page: skip link, the shared header, the main landmark the routes render into, the footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
