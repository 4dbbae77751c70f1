import type { EventAnalytics } from '@tix/contract/model/analytics';
import { useId, useState } from 'react';
import { countOrNotAvailable, NOT_AVAILABLE, randOrNotAvailable } from '../../../lib/figures.ts';
import { ANALYTICS_COPY as COPY, TIER_NAMES } from '../messages.ts';
import styles from './analytics.module.css';

/**
 * The charts' figures as a table: always read by screen readers, shown on request to everyone
 * else (the button toggles it visible).
 */
export function SalesTable({ analytics }: { analytics: EventAnalytics }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const T = COPY.table;
  const { overall } = analytics;
  return (
    <div className={styles.tableBlock}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? T.hide : T.show}
      </button>
      {/* Shown, it may scroll sideways on a phone: focusable, so a keyboard can scroll it. */}
      <div
        id={id}
        className={shown ? styles.tableWrap : 'visually-hidden'}
        {...(shown ? { tabIndex: 0, role: 'region', 'aria-label': T.caption } : {})}
      >
        <table className={styles.table}>
          <caption>{T.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.type}</th>
              <th scope="col">{T.sold}</th>
              <th scope="col">{T.capacity}</th>
              <th scope="col">{T.percent}</th>
              <th scope="col">{T.revenue}</th>
              <th scope="col">{T.label}</th>
            </tr>
          </thead>
          <tbody>
            {analytics.tiers.map((t) => (
              <tr key={t.tier}>
                <th scope="row">{TIER_NAMES[t.tier]}</th>
                <td>{countOrNotAvailable(t.sold)}</td>
                <td>{countOrNotAvailable(t.capacity)}</td>
                <td>{COPY.percentOf(t.percent)}</td>
                <td>{randOrNotAvailable(t.revenueCents)}</td>
                <td>{t.label ?? NOT_AVAILABLE}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{T.total}</th>
              <td>{countOrNotAvailable(overall.sold)}</td>
              <td>{countOrNotAvailable(overall.capacity)}</td>
              <td>{COPY.percentOf(overall.percent)}</td>
              <td>{randOrNotAvailable(overall.revenueCents)}</td>
              <td>{overall.label ?? NOT_AVAILABLE}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
