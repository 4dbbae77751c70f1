import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { formatRand } from '@tix/contract/domain/money';
import { Link, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBankTransfer } from '../api/checkout.ts';
import styles from '../checkout.module.css';
import { BankDetailsList } from '../components/bank-details.tsx';
import { BankTransferForm } from '../components/bank-transfer-form.tsx';

const quantityOf = (q: string | null) => {
  const n = Number(q);
  return Number.isInteger(n) && n >= 1 && n <= 15 ? n : 1;
};

export function EftRoute() {
  const [search] = useSearchParams();
  const eventId = search.get('eventid') ?? '';
  const ticketId = search.get('ticketid') ?? '';
  const quantity = quantityOf(search.get('q'));
  const { data, error, isLoading } = useBankTransfer(eventId, ticketId, quantity);
  const back = linkTo(paths.buy, { query: { eventid: eventId, ticketid: ticketId } });
  if (isLoading) return <Spinner label="Loading banking details…" />;
  if (error || !data) {
    return (
      <>
        <Banner tone="error">{problemDetail(error)}</Banner>
        <Link to={back}>Back</Link>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="eft-heading">
        <h1 id="eft-heading">Pay by bank transfer</h1>
        <p>
          {data.eventName}: {data.quantity} × {TICKET_TIER_LABELS[data.tier]} at{' '}
          <span className={styles.money}>{formatRand(data.unitPriceCents)}</span>
        </p>
        <p className={styles.total}>
          Amount to transfer: <span className={styles.money}>{formatRand(data.totalCents)}</span>
        </p>
        <BankDetailsList bank={data.bank} />
        <Link to={back}>Back</Link>
      </section>
      <section className={styles.card} aria-labelledby="proof-heading">
        <h2 id="proof-heading">Your details and proof of payment</h2>
        <BankTransferForm eventId={eventId} ticketId={ticketId} quantity={quantity} />
      </section>
    </div>
  );
}
