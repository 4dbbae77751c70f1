import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useReturnHere } from '../../../lib/return-to.ts';
import { EVENT_COPY } from '../messages.ts';
import styles from './sales-notice.module.css';

export type SalesState = 'ended' | 'not-active' | 'guest' | 'open' | 'not-for-sale';

/** Why tickets cannot be bought here, in the spec's words (nothing when they can). */
export function SalesNotice({ state }: { state: SalesState }) {
  const here = useReturnHere();
  if (state === 'ended') return <p className={styles.notice}>{EVENT_COPY.ended}</p>;
  if (state === 'not-active') return <p className={styles.notice}>{EVENT_COPY.notActive}</p>;
  if (state === 'guest') {
    return (
      <p className={styles.notice}>
        <Link to={paths.login} state={here}>
          Log in
        </Link>{' '}
        or <Link to={paths.registration}>Register</Link> before you can proceed
      </p>
    );
  }
  return null;
}
