import type { Event as TixEvent } from '@tix/contract/model/event';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import { Poster } from '../../../ui/poster.tsx';
import styles from '../checkout.module.css';

/** Poster, name, date, time and venue of the event being bought. */
export function EventSummary({ event, headingLevel = 1 }: { event: TixEvent; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const time = [event.startTime, event.finishTime].filter((t) => t !== null).map(formatTime);
  return (
    <section className={styles.card} aria-label="Event">
      <Poster url={event.posterUrl} eventName={event.name} className={styles.poster} />
      <Heading>{event.name}</Heading>
      <dl className={styles.facts}>
        <dt>Date</dt>
        <dd>
          <time dateTime={event.day}>{formatDay(event.day)}</time>
        </dd>
        {time.length > 0 && (
          <>
            <dt>Time</dt>
            <dd>{time.join(' – ')}</dd>
          </>
        )}
        {event.venue && (
          <>
            <dt>Venue</dt>
            <dd>{event.venue}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
