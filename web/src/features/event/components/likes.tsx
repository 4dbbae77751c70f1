import { useEventLikes } from '../api/likes.ts';
import { EVENT_COPY } from '../messages.ts';
import styles from './likes.module.css';

/** The likes count; nothing while it loads or when it cannot be had (only logged by SWR). */
export function Likes({ eventId }: { eventId: string }) {
  const { data } = useEventLikes(eventId);
  if (!data) return null;
  return (
    <p className={styles.likes}>
      <span aria-hidden="true" className={styles.heart}>
        ♥
      </span>{' '}
      {EVENT_COPY.likes(data.likes)}
    </p>
  );
}
