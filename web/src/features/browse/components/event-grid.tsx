import type { Event as TixEvent } from '@tix/contract/model/event';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { EventCard } from './event-card.tsx';
import styles from './event-grid.module.css';

/** Posters of the first row on a phone and a laptop: loaded eagerly, ahead of the rest. */
const FIRST_POSTERS = 2;

interface EventGridProps {
  events: TixEvent[] | undefined;
  error: unknown;
  isLoading: boolean;
  emptyMessage: string;
}

/** The grid with its loading, error and empty states. */
export function EventGrid({ events, error, isLoading, emptyMessage }: EventGridProps) {
  if (isLoading) return <Spinner label="Loading events…" />;
  if (error) return <Banner tone="error">{problemDetail(error)}</Banner>;
  if (!events || events.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ul className={styles.grid}>
      {events.map((event, index) => (
        <EventCard key={event.id} event={event} priority={index < FIRST_POSTERS} />
      ))}
    </ul>
  );
}
