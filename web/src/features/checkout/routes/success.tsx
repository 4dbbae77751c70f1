import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import styles from '../checkout.module.css';
import { CHECKOUT_COPY } from '../messages.ts';

/** Refresh, reload and ctrl shortcuts are blocked here (spec part 1, section 2). */
function blockReload(event: KeyboardEvent) {
  if (event.key === 'F5' || event.ctrlKey || event.metaKey) event.preventDefault();
}

function warnOnUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

export function SuccessRoute() {
  const { account } = useSession();
  useEffect(() => {
    window.addEventListener('keydown', blockReload);
    window.addEventListener('beforeunload', warnOnUnload);
    return () => {
      window.removeEventListener('keydown', blockReload);
      window.removeEventListener('beforeunload', warnOnUnload);
    };
  }, []);
  const organiser = account?.accountType === 'business';
  return (
    <section className={`${styles.card} ${styles.centred}`}>
      <h1>{CHECKOUT_COPY.paymentSuccessful}</h1>
      <p>Thank you. Your digital tickets will be delivered within about two minutes.</p>
      <p>
        {organiser ? (
          <Link to={paths.dashboard}>Go to your dashboard</Link>
        ) : (
          <Link to={paths.tickets}>View your tickets</Link>
        )}
      </p>
    </section>
  );
}
