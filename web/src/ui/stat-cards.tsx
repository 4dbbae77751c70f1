import type { CSSProperties, ReactNode } from 'react';
import styles from './stat-cards.module.css';

export interface Stat {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * A list of labelled figures as cards (the organiser's dashboard counters, the amounts by
 * status): two a row on a phone, `wide` a row from 769 px, `widest` (default `wide`) from 1100 px.
 */
export function StatCards({
  label,
  stats,
  wide,
  widest = wide,
}: {
  label: string;
  stats: readonly Stat[];
  wide: number;
  widest?: number;
}) {
  const columns = { '--stats-wide': wide, '--stats-widest': widest } as CSSProperties;
  return (
    <ul className={styles.stats} aria-label={label} style={columns}>
      {stats.map((stat) => (
        <li key={stat.key} className={styles.stat}>
          <span className={styles.label}>{stat.label}</span>
          <span className={styles.value}>{stat.value}</span>
        </li>
      ))}
    </ul>
  );
}
