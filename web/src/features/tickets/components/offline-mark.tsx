import { useSavedForOffline } from '../../../lib/offline-tickets.ts';
import { TICKETS_COPY } from '../messages.ts';
import styles from './offline-mark.module.css';

/**
 * 'Saved for offline' once the page's tickets are kept on the device; the offline notice without
 * network. Its line is kept from the first paint (the server's HTML included), so the mark showing
 * moves nothing below it; and it stays one short line, smaller than the page's heading, so that it
 * never becomes the page's largest paint after the content had painted (issue 48: on /tickets the
 * two-line mark, painted once the app had started, was the largest paint).
 */
export function OfflineMark({ ready }: { ready: boolean }) {
  const { saved, offline } = useSavedForOffline(ready);
  return (
    <div className={styles.slot}>
      {offline ? (
        <p role="status" className={styles.offline}>
          {TICKETS_COPY.offlineShowing}
        </p>
      ) : saved ? (
        <p role="status" className={styles.saved}>
          <span aria-hidden="true">✓ </span>
          {TICKETS_COPY.savedOffline}
        </p>
      ) : null}
    </div>
  );
}
