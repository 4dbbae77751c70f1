import { Link } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import styles from './page.module.css';

export const NOT_FOUND_HEADING = 'Page not found';

export function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{NOT_FOUND_HEADING}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </section>
  );
}
