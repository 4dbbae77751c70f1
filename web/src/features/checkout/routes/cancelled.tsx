import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { cancelPurchase } from '../api/checkout.ts';
import styles from '../checkout.module.css';
import { CANCELLATION_NEEDS, CANCELLED_REQUIRED, CHECKOUT_COPY } from '../messages.ts';

const OPTIONAL = ['admission', 'group', 'amount', 'type'] as const;

export function CancelledRoute() {
  const [search] = useSearchParams();
  const { account } = useSession();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const missing = CANCELLED_REQUIRED.filter((name) => !search.get(name));
  const canCancel = CANCELLATION_NEEDS.every((name) => search.get(name));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!canCancel) {
      setDone(true);
      return;
    }
    const value = (name: string) => search.get(name) ?? '';
    const body = {
      ...Object.fromEntries(CANCELLATION_NEEDS.map((name) => [name, value(name)])),
      ...Object.fromEntries(OPTIONAL.filter((name) => search.get(name)).map((name) => [name, value(name)])),
    } as Parameters<typeof cancelPurchase>[0];
    // The spec: a failed cancellation is only logged.
    cancelPurchase(body)
      .catch((error: unknown) => console.warn('cancellation failed', error))
      .finally(() => setDone(true));
  }, [canCancel, search]);

  if (!done) return <Spinner label="Processing…" />;
  if (missing.length > 0) {
    return (
      <section className={`${styles.card} ${styles.centred}`}>
        <h1>{CHECKOUT_COPY.missingInfo}</h1>
        <ul>
          {missing.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className={`${styles.card} ${styles.centred}`}>
      <h1>{CHECKOUT_COPY.paymentCancelled}</h1>
      <p>Your payment was cancelled and you have not been charged.</p>
      <Link
        className="button"
        to={account?.accountType === 'business' ? paths.dashboard : paths.customerDashboard}
      >
        {CHECKOUT_COPY.returnHome}
      </Link>
    </section>
  );
}
