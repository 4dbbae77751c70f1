import { formatRand } from '@tix/contract/domain/money';
import type { RefundQuote } from '@tix/contract/model/refund';
import styles from './refund-quote.module.css';

/** The estimate: what was paid, the fee kept and what comes back. */
export function RefundQuoteSummary({ quote, eventName }: { quote: RefundQuote; eventName: string }) {
  return (
    <dl className={styles.quote} aria-label="Refund estimate">
      <dt>Event</dt>
      <dd>{eventName}</dd>
      {quote.daysLeft >= 0 && (
        <>
          <dt>Days before the event</dt>
          <dd>{quote.daysLeft}</dd>
        </>
      )}
      <dt>Original amount</dt>
      <dd>{formatRand(quote.originalCents)}</dd>
      <dt>Refund fee</dt>
      <dd>{formatRand(quote.feeCents)}</dd>
      <dt>Estimated refund</dt>
      <dd className={styles.total}>{formatRand(quote.refundCents)}</dd>
      <dt>Rules</dt>
      <dd>
        {quote.rules === 'organiser' ? "The organiser's refund rules" : 'The platform’s default refund rules'}
      </dd>
    </dl>
  );
}
