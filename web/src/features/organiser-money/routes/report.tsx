import type { ReportDay, SalesReport } from '@tix/contract/api/organiser-money';
import { formatRand } from '@tix/contract/domain/money';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDay } from '../../../lib/dates.ts';
import { randOrNotAvailable } from '../../../lib/figures.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { EventScreen } from '../../../ui/event-screen.tsx';
import { useSalesReport } from '../api/organiser-money.ts';
import { EventPicker } from '../components/event-picker.tsx';
import styles from '../components/money.module.css';
import { RevenueTable } from '../components/revenue-table.tsx';
import { REPORT_COPY as COPY, PAYOUT_COPY } from '../messages.ts';
import { downloadCsv, reportCsv } from '../report-csv.ts';

const C = COPY.columns;
const F = COPY.figures;
const dayColumns: readonly Column<ReportDay>[] = [
  { header: C.day, cell: (d) => formatDay(d.day) },
  { header: C.transactions, cell: (d) => d.transactions, numeric: true },
  { header: C.admissions, cell: (d) => d.admissions, numeric: true },
  { header: C.gross, cell: (d) => formatRand(d.grossCents), numeric: true },
  { header: C.refunded, cell: (d) => formatRand(d.refundedCents), numeric: true },
];

function Figures({ report }: { report: SalesReport }) {
  const rows: [string, number | null][] = [
    [F.gross, report.grossCents],
    [F.refunds, report.refundedCents],
    [F.fees, report.feesDeductedCents],
    [F.payoutFee, report.payoutFeeCents],
  ];
  return (
    <section aria-labelledby="report-totals" className={styles.card}>
      <h2 id="report-totals">{COPY.totals}</h2>
      <div>
        <p className={styles.muted}>{F.net}</p>
        <p className={styles.headline}>{randOrNotAvailable(report.netPayoutCents)}</p>
      </div>
      <dl className={styles.summary}>
        {rows.map(([label, cents]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{randOrNotAvailable(cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /report?eventid=ID: sales by day and by ticket type, refunds and fees, with a CSV export. */
export function ReportRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const read = useSalesReport(eventId);
  if (!eventId) return <EventPicker title={COPY.title} to={paths.report} />;
  return (
    <EventScreen
      title={COPY.title}
      noEvent={COPY.noEvent}
      loadingLabel={COPY.loading}
      eventId={eventId}
      read={read}
    >
      {(report) => (
        <section aria-labelledby="report-heading" className={styles.page}>
          <h1 id="report-heading">
            {COPY.title}: {report.eventName}
          </h1>
          <div className={styles.bar}>
            <button
              type="button"
              className="button"
              onClick={() => downloadCsv(`sales-report-${eventId}.csv`, reportCsv(report))}
            >
              {COPY.exportCsv}
            </button>
            <Link to={linkTo(paths.payout, { query: { eventid: eventId } })}>{PAYOUT_COPY.title}</Link>
          </div>
          <Figures report={report} />
          <section aria-labelledby="report-days" className={styles.card}>
            <h2 id="report-days">{COPY.byDay}</h2>
            {report.byDay.length === 0 ? (
              <p role="status">{COPY.empty}</p>
            ) : (
              <DataTable
                caption={COPY.byDay}
                columns={dayColumns}
                rows={report.byDay}
                rowKey={(d) => d.day}
              />
            )}
          </section>
          <RevenueTable rows={report.byTier} title={COPY.byTier} />
        </section>
      )}
    </EventScreen>
  );
}
