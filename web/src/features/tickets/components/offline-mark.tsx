import { useSavedForOffline } from '../../../lib/offline-tickets.ts';
import { TICKETS_COPY } from '../messages.ts';
import styles from './offline-mark.module.css';

/** 'Saved for offline' once the page's tickets are kept on the device; the offline notice without network. */
export function OfflineMark({ ready }: { ready: boolean }) {
  const { saved, offline } = useSavedForOffline(ready);
  if (offline) {
    return (
      <p role="status" className={styles.offline}>
        {TICKETS_COPY.offlineShowing}
      </p>
    );
  }
  if (!saved) return null;
  return (
    <p role="status" className={styles.saved}>
      <span aria-hidden="true">✓ </span>
      {TICKETS_COPY.savedOffline}
    </p>
  );
}
