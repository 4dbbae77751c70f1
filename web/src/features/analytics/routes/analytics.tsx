import type { EventAnalytics } from '@tix/contract/model/analytics';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDayTime } from '../../../lib/dates.ts';
import { randOrNotAvailable } from '../../../lib/figures.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { BackToEvent } from '../../../ui/back-to-event.tsx';
import { Banner } from '../../../ui/banner.tsx';
import { PartUnavailable } from '../../../ui/part-unavailable.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useEventAnalytics } from '../api/analytics.ts';
import styles from '../components/analytics.module.css';
import { SalesCharts } from '../components/sales-charts.tsx';
import { SalesMovement } from '../components/sales-movement.tsx';
import { SalesProgress } from '../components/sales-progress.tsx';
import { SalesTable } from '../components/sales-table.tsx';
import { ANALYTICS_COPY as COPY } from '../messages.ts';

function NoSales({ analytics }: { analytics: EventAnalytics }) {
  return (
    <section aria-labelledby="analytics-empty" className={styles.empty}>
      <h2 id="analytics-empty">{COPY.noSalesTitle}</h2>
      <p>{COPY.noSales(analytics.overall.capacity)}</p>
      <Link to={linkTo(paths.editEvent, { query: { eventid: analytics.event.id } })}>{COPY.toEvent}</Link>
    </section>
  );
}

function Figures({ analytics }: { analytics: EventAnalytics }) {
  const { overall } = analytics;
  return (
    <>
      <p className={styles.summary}>
        <strong>{randOrNotAvailable(overall.revenueCents)}</strong> ·{' '}
        {COPY.soldOf(overall.sold, overall.capacity)}
      </p>
      <p className="visually-hidden">{COPY.chartsHidden}</p>
      <SalesCharts tiers={analytics.tiers} />
      <SalesTable analytics={analytics} />
      <div className={styles.columns}>
        <SalesProgress analytics={analytics} />
        <SalesMovement analytics={analytics} />
      </div>
    </>
  );
}

/** /analytics?eventid=ID: one of the organiser's events' sales, charted and in figures. */
export function AnalyticsRoute() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const { data, error, isLoading, mutate } = useEventAnalytics(eventId);
  // Back to the page that opened this one; opened directly (no earlier page in the app), to the
  // organiser's events. react-router numbers its history entries from 0.
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.myEvents);
  };

  const back = (
    <button type="button" className={styles.back} onClick={goBack}>
      ← {COPY.back}
    </button>
  );
  let body: ReactNode;
  if (!eventId) {
    body = (
      <>
        <h1>{COPY.title}</h1>
        <p role="status">
          {COPY.noEvent} <Link to={paths.myEvents}>{COPY.toEvents}</Link>
        </p>
      </>
    );
  } else if (isLoading) {
    body = (
      <>
        <h1>{COPY.title}</h1>
        <Spinner label={COPY.loading} />
      </>
    );
  } else if (error || !data) {
    body = (
      <>
        <h1>{COPY.title}</h1>
        <div className={styles.stack}>
          <Banner tone="error">{problemDetail(error)}</Banner>
          <button type="button" className="button" onClick={() => mutate()}>
            {COPY.retry}
          </button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <h1>{data.event.name}</h1>
        <p className={styles.when}>
          <span className="visually-hidden">{COPY.eventDay}: </span>
          {formatDayTime(data.event.day, data.event.startTime)}
        </p>
        {data.unavailable?.includes('figures') && (
          <PartUnavailable part={COPY.figuresPart} onRetry={() => mutate()} />
        )}
        {data.overall.sold === 0 ? <NoSales analytics={data} /> : <Figures analytics={data} />}
      </>
    );
  }
  return (
    <section aria-label={COPY.title} className={styles.page}>
      {back}
      {eventId && <BackToEvent eventId={eventId} />}
      {body}
    </section>
  );
}
