import type { Event } from '@tix/contract/model/event';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/dates.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useLikes } from '../api/likes.ts';
import { LIKES_COPY as C } from '../messages.ts';
import styles from './likes.module.css';

function LikedEvent({ event }: { event: Event }) {
  const content = (
    <>
      <strong>{event.name}</strong>
      <span>{[formatDay(event.day), event.venue].filter(Boolean).join(' · ')}</span>
    </>
  );
  // A running campaign makes the event selectable; anything else shows it disabled.
  if (event.campaignStatus === 'running') {
    return (
      <Link to={linkTo(paths.event, { params: { eventId: event.id } })} className={styles.item}>
        {content}
      </Link>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a disabled link has no target, and <a> without href is not announced as a link; it stays focusable so keyboard users find it (W3C disabled-link pattern)
    <div role="link" aria-disabled="true" tabIndex={0} className={`${styles.item} ${styles.disabled}`}>
      {content}
      <span className={styles.note}>{C.notOnSale}</span>
    </div>
  );
}

/** The likes page: the customer's favourite events, each linking to its tickets. */
export function LikesRoute() {
  const { likes, error } = useLikes();
  return (
    <section aria-labelledby="likes-heading">
      <h1 id="likes-heading">{C.heading}</h1>
      {error ? <Banner tone="error">{problemDetail(error)}</Banner> : null}
      {!likes && !error && <Spinner />}
      {likes?.length === 0 && <EmptyState message={C.empty} />}
      {likes && likes.length > 0 && (
        <ul className={styles.list}>
          {likes.map((event) => (
            <li key={event.id}>
              <LikedEvent event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
