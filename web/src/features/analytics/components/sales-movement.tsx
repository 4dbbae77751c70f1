import type { EventAnalytics } from '@tix/contract/model/analytics';
import { randOrNotAvailable } from '../../../lib/figures.ts';
import { ANALYTICS_COPY as COPY } from '../messages.ts';
import styles from './analytics.module.css';

/** Yesterday and today, the movement between them, and the event's performance label. */
export function SalesMovement({ analytics }: { analytics: EventAnalytics }) {
  const { yesterday, today, trend } = analytics.movement;
  // The trend is null only when a day's count is unknown; the days' counts are then not both known.
  const sentence =
    trend === null || today.sold === null || yesterday.sold === null
      ? COPY.trendUnknown
      : trend === 'no-sales'
        ? COPY.trend['no-sales']
        : COPY.trend[trend](today.sold, yesterday.sold);
  return (
    <section aria-labelledby="analytics-movement" className={styles.card}>
      <h2 id="analytics-movement">{COPY.movement}</h2>
      <dl className={styles.days}>
        <div>
          <dt>{COPY.yesterday}</dt>
          <dd>
            <strong>{randOrNotAvailable(yesterday.incomeCents)}</strong>
            <span>{COPY.tickets(yesterday.sold)}</span>
          </dd>
        </div>
        <div>
          <dt>{COPY.today}</dt>
          <dd>
            <strong>{randOrNotAvailable(today.incomeCents)}</strong>
            <span>{COPY.tickets(today.sold)}</span>
          </dd>
        </div>
      </dl>
      <p className={styles.trend} data-trend={trend ?? 'unknown'}>
        <span aria-hidden="true">{trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : '– '}</span>
        {sentence}
      </p>
      <p>
        {COPY.performance}:{' '}
        <strong>{COPY.performanceOf(analytics.overall.label, analytics.overall.percent)}</strong>
      </p>
    </section>
  );
}
