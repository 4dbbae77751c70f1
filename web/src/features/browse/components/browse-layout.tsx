import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { BROWSE_COPY } from '../messages.ts';
import styles from './browse-layout.module.css';

interface BrowseLayoutProps {
  heading: string;
  filters: ReactNode;
  children: ReactNode;
}

/** Heading, the filter sidebar (a row of chips on phones) with the costs and affiliate links, and the list. */
export function BrowseLayout({ heading, filters, children }: BrowseLayoutProps) {
  return (
    <div className={styles.layout}>
      <h1 className={styles.heading}>{heading}</h1>
      <aside className={styles.filters} aria-label="Filters">
        {filters}
        <p className={styles.links}>
          <Link to={paths.fees}>{BROWSE_COPY.costsLink}</Link>
          <Link to={paths.aboutSalesPartner}>{BROWSE_COPY.affiliateLink}</Link>
        </p>
      </aside>
      <section className={styles.events} aria-labelledby="events-heading">
        <h2 id="events-heading" className="visually-hidden">
          Event list
        </h2>
        {children}
      </section>
    </div>
  );
}
