import { countOrNotAvailable, randOrNotAvailable } from '../../../lib/figures.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { LazyPartUnavailable } from '../../../ui/part-unavailable-lazy.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatCards } from '../../../ui/stat-cards.tsx';
import { useDashboardCounts } from '../api/organiser-events.ts';
import { ORGANISER_EVENTS_COPY as COPY, COUNTERS } from '../messages.ts';
import styles from './counters.module.css';

/**
 * The dashboard's seven counters, each a labelled figure; one the service did not send says so.
 * A counter whose read failed (named in `unavailable`) is left out, with a note and a retry.
 */
export function Counters() {
  const { data, error, isLoading, mutate } = useDashboardCounts();
  if (isLoading && !data) return <Spinner label={COPY.loadingCounts} />;
  if (error || !data) {
    return (
      <div className={styles.failed}>
        <Banner tone="error">{problemDetail(error)}</Banner>
        <button type="button" className="button" onClick={() => mutate()}>
          {COPY.retry}
        </button>
      </div>
    );
  }
  const missing = new Set(data.unavailable);
  const stats = COUNTERS.filter(({ part }) => !missing.has(part)).map(({ key, label, money }) => ({
    key,
    label,
    value: money ? randOrNotAvailable(data[key]) : countOrNotAvailable(data[key]),
  }));
  // In the counters' order, each missing read once (the event counts are four counters).
  const notes = [...new Set(COUNTERS.map(({ part }) => part))].filter((part) => missing.has(part));
  return (
    <>
      {stats.length > 0 && <StatCards label={COPY.countersLabel} stats={stats} wide={4} widest={7} />}
      {notes.map((part) => (
        <LazyPartUnavailable key={part} part={COPY.counterParts[part]} onRetry={() => mutate()} />
      ))}
    </>
  );
}
