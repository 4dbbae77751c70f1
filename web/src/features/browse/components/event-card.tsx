import type { Event as TixEvent } from '@tix/contract/model/event';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/dates.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { Poster } from '../../../ui/poster.tsx';
import { ShortText } from '../../../ui/short-text.tsx';
import styles from './event-card.module.css';

/**
 * `to` defaults to the event page (organisers' search results open the editor instead);
 * `priority`: one of the first cards, whose poster is the page's largest paint.
 */
export function EventCard({
  event,
  to,
  priority = false,
}: {
  event: TixEvent;
  to?: string;
  priority?: boolean;
}) {
  return (
    <li className={styles.card}>
      <Link
        to={to ?? linkTo(paths.event, { params: { eventId: event.id } })}
        className={styles.link}
        title={event.name}
      >
        <Poster
          url={event.posterUrl}
          eventName={event.name}
          className={styles.poster}
          lazy
          priority={priority}
        />
        <span className={styles.body}>
          <ShortText rule="homeGrid" text={event.name} className={styles.name} />
          <time className={styles.meta} dateTime={event.day}>
            {formatDay(event.day)}
          </time>
          {event.venue && <span className={styles.meta}>{event.venue}</span>}
        </span>
      </Link>
    </li>
  );
}
