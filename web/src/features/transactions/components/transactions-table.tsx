import { formatRand } from '@tix/contract/domain/money';
import { lastChars, TRANSACTION_ID_SHOWN_CHARS } from '@tix/contract/domain/truncation';
import type { Transaction } from '@tix/contract/model/transaction';
import { Link } from 'react-router-dom';
import { formatDayTime } from '../../../lib/dates.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { ShortText } from '../../../ui/short-text.tsx';
import { TRANSACTIONS_COPY as COPY, REFUND_STATUS_LABEL } from '../messages.ts';
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

/** 'YYYY-MM-DD hh:mm' as 'Sun, 22 Nov 2026, 15:42'; nothing when the legacy sent no date. */
export function transactionDate(date: string | null): string {
  if (!date) return '';
  const [day = date, time] = date.split(' ');
  return formatDayTime(day, time ?? null);
}

/** Refunded once money went back; else the furthest request of its tickets; else None. */
export function refundLabel(t: Transaction): string {
  if (t.refundedAt) return COPY.refunded;
  return t.refundStatus ? REFUND_STATUS_LABEL[t.refundStatus] : COPY.none;
}

/**
 * The transaction table, in the design language's table: its columns fit a laptop's width and
 * at 768 px or less each transaction is a card, so nothing scrolls sideways.
 */
export function TransactionsTable({ rows, caption, showBuyer = false, onResend, busyId = null }: TableProps) {
  const shortId = (t: Transaction) => lastChars(t.id, TRANSACTION_ID_SHOWN_CHARS);
  const columns: Column<Transaction>[] = [
    {
      header: 'Transaction',
      cell: (t) => (
        <span title={t.id} className={styles.nowrap}>
          {shortId(t)}
        </span>
      ),
    },
    { header: 'Date', cell: (t) => transactionDate(t.date) },
    { header: 'Event', cell: (t) => <ShortText rule="transactionEventName" text={t.eventName} /> },
    ...(showBuyer ? [{ header: 'Buyer', cell: (t: Transaction) => t.buyer ?? '' }] : []),
    { header: 'Ticket type', cell: (t) => t.ticketType ?? '' },
    { header: 'Admissions', cell: (t) => t.admissions, numeric: true },
    { header: 'Amount', cell: (t) => formatRand(t.grossCents), numeric: true },
    { header: 'Payment status', cell: (t) => STATUS_LABEL[t.status] },
    { header: 'Refund status', cell: refundLabel },
    {
      header: onResend ? COPY.resend : COPY.details,
      cell: (t) =>
        onResend ? (
          t.resentAt ? (
            COPY.resent
          ) : (
            <button
              type="button"
              className={styles.action}
              disabled={!canResend(t) || busyId === t.id}
              onClick={() => onResend(t)}
              aria-label={`${COPY.resend} transaction ${shortId(t)}`}
            >
              {COPY.resend}
            </button>
          )
        ) : (
          <Link
            to={linkTo(paths.transactionDetails, { query: { id: t.id } })}
            aria-label={`${COPY.details} of transaction ${shortId(t)}`}
          >
            {COPY.details}
          </Link>
        ),
    },
  ];
  return (
    <div className={styles.fit}>
      <DataTable caption={caption} columns={columns} rows={rows} rowKey={(t) => t.id} />
    </div>
  );
}
