import type { EventAnalytics, SalesProgress as Progress } from '@tix/contract/model/analytics';
import { useId } from 'react';
import { NOT_AVAILABLE } from '../../../lib/figures.ts';
import { ANALYTICS_COPY as COPY, TIER_NAMES } from '../messages.ts';
import styles from './analytics.module.css';

function Bar({ name, progress }: { name: string; progress: Progress }) {
  const id = useId();
  return (
    <li className={styles.bar}>
      <div className={styles.barHead}>
        <span id={id} className={styles.barName}>
          {name}
        </span>
        <span>
          {progress.percent === null || progress.label === null ? (
            NOT_AVAILABLE
          ) : (
            <>
              {progress.percent}% · <strong>{progress.label}</strong>
            </>
          )}
        </span>
      </div>
      {/* An unknown percentage draws no bar length (never an empty bar that reads as 0%). */}
      <progress
        max={100}
        value={progress.percent ?? undefined}
        aria-labelledby={id}
        aria-valuetext={COPY.performanceOf(progress.label, progress.percent)}
      />
      <span className={styles.note}>{COPY.soldOf(progress.sold, progress.capacity)}</span>
    </li>
  );
}

/** The spec's bars, in its order: overall, VIP, General, VVIP. */
export function SalesProgress({ analytics }: { analytics: EventAnalytics }) {
  const tier = (name: 'vip' | 'general' | 'vvip') => analytics.tiers.find((t) => t.tier === name);
  const bars = [
    { name: COPY.overall, progress: analytics.overall },
    ...(['vip', 'general', 'vvip'] as const).flatMap((name) => {
      const t = tier(name);
      return t ? [{ name: TIER_NAMES[name], progress: t }] : [];
    }),
  ];
  return (
    <section aria-labelledby="analytics-progress" className={styles.card}>
      <h2 id="analytics-progress">{COPY.progress}</h2>
      <ul className={styles.bars}>
        {bars.map((b) => (
          <Bar key={b.name} name={b.name} progress={b.progress} />
        ))}
      </ul>
    </section>
  );
}
