import { formatRand } from '@tix/contract/domain/money';
import type { SalesBreakdownRow } from '@tix/contract/model/payout';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { PAYOUT_COPY as COPY } from '../messages.ts';
import styles from './money.module.css';

const C = COPY.columns;
const TOTAL = '__total__';

const columns: readonly Column<SalesBreakdownRow>[] = [
  { header: C.type, cell: (r) => (r.ticketType === TOTAL ? <strong>{COPY.total}</strong> : r.ticketType) },
  { header: C.sold, cell: (r) => r.ticketsSold, numeric: true },
  { header: C.admissions, cell: (r) => r.admissions, numeric: true },
  { header: C.revenue, cell: (r) => formatRand(r.revenueCents), numeric: true },
];

/** Revenue by ticket type with a totals row; 'No data as yet' when nothing sold. */
export function RevenueTable({
  rows,
  title = COPY.revenueTitle,
}: {
  rows: readonly SalesBreakdownRow[];
  title?: string;
}) {
  const total: SalesBreakdownRow = {
    ticketType: TOTAL,
    ticketsSold: rows.reduce((s, r) => s + r.ticketsSold, 0),
    admissions: rows.reduce((s, r) => s + r.admissions, 0),
    revenueCents: rows.reduce((s, r) => s + r.revenueCents, 0),
  };
  return (
    <section aria-labelledby="revenue-title" className={styles.card}>
      <h2 id="revenue-title">{title}</h2>
      {rows.length === 0 ? (
        <p role="status">{COPY.revenueEmpty}</p>
      ) : (
        <DataTable caption={title} columns={columns} rows={[...rows, total]} rowKey={(r) => r.ticketType} />
      )}
    </section>
  );
}
