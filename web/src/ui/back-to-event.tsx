import { Link } from 'react-router-dom';
import { linkTo, paths } from '../lib/paths.ts';
import { BACK_TO_EVENT } from './copy.ts';
import styles from './event-screen.module.css';

export { BACK_TO_EVENT };

/** The way back to the event hub (/editevent?eventid=ID) from any organiser screen about one event. */
export function BackToEvent({ eventId }: { eventId: string }) {
  return (
    <Link className={styles.back} to={linkTo(paths.editEvent, { query: { eventid: eventId } })}>
      ← {BACK_TO_EVENT}
    </Link>
  );
}
