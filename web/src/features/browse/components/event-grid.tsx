import { todayInSouthAfrica } from '@tix/contract/domain/dates';
import { upcomingFirst } from '@tix/contract/domain/event-order';
import type { Event as TixEvent } from '@tix/contract/model/event';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { BROWSE_COPY } from '../messages.ts';
import { EventCard } from './event-card.tsx';
import styles from './event-grid.module.css';

/** Posters of the first row on a phone and a laptop: loaded eagerly, ahead of the rest. */
const FIRST_POSTERS = 2;

interface EventGridProps {
  events: TixEvent[] | undefined;
  error: unknown;
  isLoading: boolean;
  emptyMessage: string;
  /** Loads the list again after a failure (a Try again button next to the error). */
  onRetry?: () => void;
  /** Where to go when the list is empty; defaults to every event. */
  next?: { to: string; label: string };
  /** Where a card opens; defaults to the event page. */
  hrefOf?: (event: TixEvent) => string;
}

/** The grid with its loading, error (and retry) and empty (and next step) states. */
export function EventGrid({ events, error, isLoading, emptyMessage, onRetry, next, hrefOf }: EventGridProps) {
  // A server-rendered page starts with its events while SWR still counts it as loading.
  if (isLoading && !events) return <Spinner label="Loading events…" />;
  if (error)
    return (
      <div className={styles.failed}>
        <Banner tone="error">{problemDetail(error)}</Banner>
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            {BROWSE_COPY.tryAgain}
          </button>
        )}
      </div>
    );
  // What is on comes first, soonest first; past events follow under their own heading.
  const { upcoming, past } = upcomingFirst(events ?? [], todayInSouthAfrica());
  const grid = (list: TixEvent[], eager: number) => (
    <ul className={styles.grid}>
      {list.map((event, index) => (
        <EventCard key={event.id} event={event} to={hrefOf?.(event)} priority={index < eager} />
      ))}
    </ul>
  );
  return (
    <>
      {upcoming.length > 0 ? (
        grid(upcoming, FIRST_POSTERS)
      ) : (
        <EmptyState message={emptyMessage} next={next} />
      )}
      {past.length > 0 && (
        <section className={styles.past} aria-labelledby="past-events">
          <h2 id="past-events">{BROWSE_COPY.pastEvents}</h2>
          {grid(past, 0)}
        </section>
      )}
    </>
  );
}
