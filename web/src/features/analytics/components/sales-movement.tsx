import { formatRand } from '@tix/contract/domain/money';
import type { EventAnalytics } from '@tix/contract/model/analytics';
import { ANALYTICS_COPY as COPY } from '../messages.ts';
import styles from './analytics.module.css';

/** Yesterday and today, the movement between them, and the event's performance label. */
export function SalesMovement({ analytics }: { analytics: EventAnalytics }) {
  const { yesterday, today, trend } = analytics.movement;
  const sentence =
    trend === 'no-sales' ? COPY.trend['no-sales'] : COPY.trend[trend](today.sold, yesterday.sold);
  return (
    <section aria-labelledby="analytics-movement" className={styles.card}>
      <h2 id="analytics-movement">{COPY.movement}</h2>
      <dl className={styles.days}>
        <div>
          <dt>{COPY.yesterday}</dt>
          <dd>
            <strong>{formatRand(yesterday.incomeCents)}</strong>
            <span>{COPY.tickets(yesterday.sold)}</span>
          </dd>
        </div>
        <div>
          <dt>{COPY.today}</dt>
          <dd>
            <strong>{formatRand(today.incomeCents)}</strong>
            <span>{COPY.tickets(today.sold)}</span>
          </dd>
        </div>
      </dl>
      <p className={styles.trend} data-trend={trend}>
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
