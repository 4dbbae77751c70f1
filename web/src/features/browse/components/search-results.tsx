import type { Event as TixEvent } from '@tix/contract/model/event';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { ShortText } from '../../../ui/short-text.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useSearch } from '../api/search.ts';
import { BROWSE_COPY } from '../messages.ts';
import styles from './search-box.module.css';
import type { Viewer } from './search-box.tsx';

export function emptyMessage(viewer: Viewer, q: string): string {
  if (viewer === 'business') return BROWSE_COPY.organiserNoResults;
  if (viewer === 'customer') return BROWSE_COPY.customerNoResults;
  return BROWSE_COPY.noMatchFor(q);
}

/** Organisers open their own events in the editor; everyone else the event page. */
export const target = (viewer: Viewer, event: TixEvent) =>
  viewer === 'business'
    ? linkTo(paths.editEvent, { query: { eventid: event.id } })
    : linkTo(paths.event, { params: { eventId: event.id } });

export function SearchResults({ q, viewer, onPick }: { q: string; viewer: Viewer; onPick: () => void }) {
  const { data, error, isLoading } = useSearch(q);
  return (
    <section className={styles.panel} aria-label="Search results" aria-live="polite">
      {isLoading ? (
        <Spinner inline label="Searching…" />
      ) : error ? (
        <p className={styles.error}>{problemDetail(error)}</p>
      ) : !data || data.length === 0 ? (
        <p className={styles.message}>{emptyMessage(viewer, q)}</p>
      ) : (
        <ul className={styles.results}>
          {data.map((event) => (
            <li key={event.id}>
              <Link to={target(viewer, event)} onClick={onPick} title={event.name}>
                <ShortText rule="search" text={event.name} className={styles.name} />
                {event.businessName && (
                  <ShortText rule="host" text={event.businessName} className={styles.host} />
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
