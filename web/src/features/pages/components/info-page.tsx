import type { ReactNode } from 'react';
import styles from './info-page.module.css';

/** A static information page: one heading, an optional lead, then sections. */
export function InfoPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={styles.page} aria-labelledby="info-heading">
      <h1 id="info-heading">{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
