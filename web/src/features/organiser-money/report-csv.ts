import type { SalesReport } from '@tix/contract/api/organiser-money';
import { safeCsvCell } from '@tix/contract/domain/sales-report';
import Papa from 'papaparse';
import { NOT_AVAILABLE } from '../../lib/figures.ts';
import { saveFile } from '../../lib/save-file.ts';
import { REPORT_COPY as COPY } from './messages.ts';

// The sales report as a spreadsheet: sales by day, by ticket type, then the money figures.
// Amounts in rand with two decimals (no thousands separator, so spreadsheets read numbers).
// Text cells starting with = + - @ are neutralised (safeCsvCell).

const rand = (cents: number) => (cents / 100).toFixed(2);
/** A total the service did not send: the cell says so (an empty cell would read as nothing). */
const total = (cents: number | null) => (cents === null ? NOT_AVAILABLE : rand(cents));
const C = COPY.columns;
const F = COPY.figures;

export function reportCsv(report: SalesReport): string {
  const rows: (string | number)[][] = [
    [COPY.title, report.eventName ?? ''],
    [],
    [COPY.byDay],
    [C.day, C.transactions, C.admissions, `${C.gross} (R)`, `${C.refunded} (R)`],
    ...report.byDay.map((d) => [
      d.day,
      d.transactions,
      d.admissions,
      rand(d.grossCents),
      rand(d.refundedCents),
    ]),
    [],
    [COPY.byTier],
    ['Type', 'Tickets Sold', 'Admissions', 'Revenue (R)'],
    ...report.byTier.map((t) => [t.ticketType, t.ticketsSold, t.admissions, rand(t.revenueCents)]),
    [],
    [F.gross, total(report.grossCents)],
    [F.refunds, total(report.refundedCents)],
    [F.fees, total(report.feesDeductedCents)],
    [F.payoutFee, total(report.payoutFeeCents)],
    [F.net, total(report.netPayoutCents)],
  ];
  return Papa.unparse(rows.map((row) => row.map(safeCsvCell)));
}

/** Downloads the CSV in the browser. */
export function downloadCsv(name: string, csv: string): void {
  saveFile(name, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
