import { formatRand } from '@tix/contract/domain/money';
import { lastChars, TRANSACTION_ID_SHOWN_CHARS } from '@tix/contract/domain/truncation';
import type { Transaction } from '@tix/contract/model/transaction';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { ShortText } from '../../../ui/short-text.tsx';
import { TRANSACTIONS_COPY as COPY } from '../messages.ts';
import { canResend } from '../view-model.ts';
import styles from './transactions-table.module.css';

interface TableProps {
  rows: readonly Transaction[];
  caption: string;
  showBuyer?: boolean;
  /** With it, the last column offers Resend (or says Resent). */
  onResend?: (t: Transaction) => void;
  busyId?: string | null;
}

const STATUS_LABEL = {
  pending: 'Pending',
  complete: 'Complete',
  cancelled: 'Cancelled',
  abandoned: 'Abandoned',
};

/** The transaction table; scrolls sideways on phones rather than squeezing columns. */
export function TransactionsTable({ rows, caption, showBuyer = false, onResend, busyId = null }: TableProps) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Transaction</th>
            <th scope="col">Date</th>
            <th scope="col">Event</th>
            {showBuyer && <th scope="col">Buyer</th>}
            <th scope="col">Ticket type</th>
            <th scope="col">Admissions</th>
            <th scope="col">Amount</th>
            <th scope="col">Payment status</th>
            <th scope="col">Refund status</th>
            <th scope="col">{onResend ? 'Resend' : COPY.details}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.id}>
              <td title={t.id}>{lastChars(t.id, TRANSACTION_ID_SHOWN_CHARS)}</td>
              <td>{t.date ?? ''}</td>
              <td>
                <ShortText rule="transactionEventName" text={t.eventName} />
              </td>
              {showBuyer && <td>{t.buyer ?? ''}</td>}
              <td>{t.ticketType ?? ''}</td>
              <td>{t.admissions}</td>
              <td className={styles.money}>{formatRand(t.grossCents)}</td>
              <td>{STATUS_LABEL[t.status]}</td>
              <td>{t.refundedAt ? COPY.refunded : COPY.none}</td>
              <td>
                {onResend ? (
                  t.resentAt ? (
                    COPY.resent
                  ) : (
                    <button
                      type="button"
                      className={styles.action}
                      disabled={!canResend(t) || busyId === t.id}
                      onClick={() => onResend(t)}
                      aria-label={`${COPY.resend} transaction ${lastChars(t.id, TRANSACTION_ID_SHOWN_CHARS)}`}
                    >
                      {COPY.resend}
                    </button>
                  )
                ) : (
                  <Link to={linkTo(paths.transactionDetails, { query: { id: t.id } })}>{COPY.details}</Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
