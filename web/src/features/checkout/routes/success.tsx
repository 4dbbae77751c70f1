import { ApiError } from '@tix/contract/api/client';
import { formatRand } from '@tix/contract/domain/money';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDayTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePurchase } from '../api/checkout.ts';
import styles from '../checkout.module.css';
import { clearDrafts, lastPayment } from '../components/draft.ts';
import { CHECKOUT_COPY } from '../messages.ts';

/** Refresh, reload and ctrl shortcuts are blocked here (spec part 1, section 2). */
function blockReload(event: KeyboardEvent) {
  if (event.key === 'F5' || event.ctrlKey || event.metaKey) event.preventDefault();
}

function warnOnUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

const STATUS = {
  complete: 'Paid',
  pending: 'Being confirmed by the payment provider',
  cancelled: 'Cancelled',
  abandoned: 'Not completed',
} as const;

/** The order just paid, as the server recorded it (the address only names the payment). */
function OrderSummary({ paymentId }: { paymentId: string }) {
  const { data, error, isLoading } = usePurchase(paymentId);
  useEffect(() => {
    if (data) clearDrafts();
  }, [data]);
  if (isLoading) return <Spinner label="Loading your order…" />;
  if (error || !data)
    return (
      <p className={styles.notice}>
        {/* A 404 is the server's word on this payment (not found, or not confirmed yet). */}
        {error instanceof ApiError && error.status === 404
          ? error.problem.detail
          : 'We could not load this order’s details just now. Your tickets will appear under your tickets.'}
      </p>
    );
  const rows: [string, string][] = [
    ['Event', data.eventName],
    ...(data.eventDay
      ? [['Date', formatDayTime(data.eventDay, data.eventStartTime)] as [string, string]]
      : []),
    ['Tickets', `${data.quantity} × ${data.ticketType ?? 'Tickets'}`],
    ['Amount paid', formatRand(data.amountCents)],
    ...(data.ticketNumber ? [['Ticket number', data.ticketNumber] as [string, string]] : []),
    ['Payment reference', data.paymentId],
    ['Status', STATUS[data.status]],
  ];
  return (
    <section aria-labelledby="order-heading" className={styles.order}>
      <h2 id="order-heading">Your order</h2>
      <dl className={`${styles.facts} ${styles.breakdown}`}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd className={label === 'Amount paid' ? styles.money : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function SuccessRoute() {
  const { account } = useSession();
  const [search] = useSearchParams();
  // Our own return address names it `payment`; a legacy's own may send PayFast's m_payment_id.
  const paymentId = search.get('payment') || search.get('m_payment_id') || lastPayment();
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
      {account?.accountType === 'customer' && paymentId && <OrderSummary paymentId={paymentId} />}
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
