import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import styles from '../checkout.module.css';
import { CHECKOUT_COPY } from '../messages.ts';

export function SuccessEftRoute() {
  const [search] = useSearchParams();
  const ticketNumber = search.get('ticketnumber');
  const email = search.get('email');
  return (
    <section className={`${styles.card} ${styles.centred}`}>
      <h1>{CHECKOUT_COPY.processingTitle}</h1>
      <p>{CHECKOUT_COPY.processing}</p>
      {ticketNumber && <p>Ticket number: {ticketNumber}</p>}
      {email && <p>We will email {email} when your ticket is issued.</p>}
      <Link to={paths.customerDashboard}>Go to your dashboard</Link>
    </section>
  );
}
