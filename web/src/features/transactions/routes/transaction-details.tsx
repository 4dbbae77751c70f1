import { formatRand } from '@tix/contract/domain/money';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useEventFacts, useTransactions } from '../api/transactions.ts';
import { refundLabel, transactionDate } from '../components/transactions-table.tsx';
import { TRANSACTIONS_COPY as COPY } from '../messages.ts';
import styles from './transactions.module.css';

/** /transactiondetails?id=: what a transaction cost and the event it was for. */
export function TransactionDetailsRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, error, isLoading } = useTransactions();
  const tx = data?.find((t) => t.id === id);
  const { data: facts } = useEventFacts(tx?.eventId ?? null);
  if (isLoading) return <Spinner label="Loading transaction…" />;
  if (error || !data) return <Banner tone="error">{problemDetail(error)}</Banner>;
  if (!tx) return <Banner tone="info">{COPY.notFound}</Banner>;
  const event = facts?.event;
  return (
    <section aria-labelledby="tx-details-heading">
      <p>
        <Link to={paths.transactions}>← {COPY.back}</Link>
      </p>
      <h1 id="tx-details-heading">{COPY.detailsHeading}</h1>
      <h2>Ticket costs</h2>
      <dl className={styles.facts}>
        <dt>Transaction</dt>
        <dd>{tx.id}</dd>
        <dt>Date</dt>
        <dd>{transactionDate(tx.date)}</dd>
        <dt>Ticket type</dt>
        <dd>{tx.ticketType ?? ''}</dd>
        <dt>Admissions</dt>
        <dd>{tx.admissions}</dd>
        <dt>Amount paid</dt>
        <dd>{formatRand(tx.grossCents)}</dd>
        <dt>Refunded</dt>
        <dd>
          {tx.refundedAt
            ? `${formatRand(tx.refundedCents)} on ${transactionDate(tx.refundedAt)}`
            : refundLabel(tx)}
        </dd>
      </dl>
      <h2>Event</h2>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{event?.name ?? tx.eventName}</dd>
        {event?.day && (
          <>
            <dt>Date</dt>
            <dd>
              {formatDay(event.day)}
              {event.startTime ? `, ${formatTime(event.startTime)}` : ''}
            </dd>
          </>
        )}
        {event?.venue && (
          <>
            <dt>Venue</dt>
            <dd>{event.venue}</dd>
          </>
        )}
      </dl>
      {tx.eventId && (
        <Link to={linkTo(paths.transactionsView, { query: { q_id: tx.eventId } })}>{COPY.eventView}</Link>
      )}
    </section>
  );
}
