import { useSession } from '../lib/session.ts';
import styles from './welcome.module.css';

/** A placeholder landing page: the role layout has already checked who is logged in. */
export function Welcome({ intro }: { intro: string }) {
  const { account } = useSession();
  return (
    <section className={styles.welcome} aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">Welcome, {account?.accountName ?? 'back'}</h1>
      <p>{intro}</p>
    </section>
  );
}
