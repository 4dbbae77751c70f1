import type { OrganiserCustomer } from '@tix/contract/model/organiser';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { CUSTOMERS_COPY as COPY } from '../messages.ts';
import styles from './customers.module.css';

const customerOf = (state: unknown): OrganiserCustomer | null =>
  typeof state === 'object' && state !== null && 'customer' in state
    ? ((state as { customer: OrganiserCustomer }).customer ?? null)
    : null;

/** /customerprofile: one customer's name, email and phone, read-only, passed from the list. */
export function CustomerProfileRoute() {
  const navigate = useNavigate();
  const customer = customerOf(useLocation().state);
  return (
    <section aria-labelledby="customer-profile-heading">
      <button type="button" className={styles.back} onClick={() => navigate(-1)}>
        ← {COPY.back}
      </button>
      <h1 id="customer-profile-heading">{COPY.profileTitle}</h1>
      {customer ? (
        <dl className={styles.profile}>
          <dt>{COPY.fields.fullName}</dt>
          <dd>{customer.fullName}</dd>
          <dt>{COPY.fields.email}</dt>
          <dd>{customer.email ?? COPY.none}</dd>
          <dt>{COPY.fields.phone}</dt>
          <dd>{customer.phone ?? COPY.none}</dd>
        </dl>
      ) : (
        <p role="status">
          {COPY.noProfile} <Link to={paths.customers}>{COPY.toList}</Link>
        </p>
      )}
    </section>
  );
}
