import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { ACCOUNT_COPY } from '../messages.ts';
import styles from './account-page.module.css';

export function LoggedOutRoute() {
  return (
    <section className={`${styles.card} ${styles.centred}`} aria-labelledby="logged-out-heading">
      <h1 id="logged-out-heading">{ACCOUNT_COPY.loggedOut}</h1>
      <p>
        <Link to={paths.home}>Home</Link>
      </p>
    </section>
  );
}
