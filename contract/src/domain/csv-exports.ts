import type { OrganiserCustomer } from '../model/organiser.ts';
import type { RefundRequestRow } from '../model/organiser-refunds.ts';
import type { Transaction } from '../model/transaction.ts';
import { safeCsvCell } from './sales-report.ts';

// The organiser's CSV exports (issue 28): what each one holds, column by column, so the BFF that
// streams them and MSW that imitates them write the same file. Amounts are rand with two decimals
// and no thousands separator (spreadsheets read them as numbers); dates are the site's one format
// ('Sun, 22 Nov 2026, 15:42'); every text cell a spreadsheet could run as a formula is neutralised.

export type CsvCell = string | number;

export interface CsvExport<T> {
  /** The file's name without '.csv'. */
  name: string;
  header: readonly string[];
  row: (item: T) => CsvCell[];
}

const rand = (cents: number) => (cents / 100).toFixed(2);
const dayFormat = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD[ hh:mm[:ss]]' as 'Sun, 22 Nov 2026, 15:42'; anything else as it came. */
export function exportDate(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value);
  if (!match) return value;
  const [, y, m, d, hh, mm] = match;
  const day = dayFormat.format(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))));
  return hh && mm ? `${day}, ${hh}:${mm}` : day;
}

export const CUSTOMERS_CSV: CsvExport<OrganiserCustomer> = {
  name: 'customers',
  header: ['Name', 'Email', 'Phone'],
  row: (c) => [c.fullName, c.email ?? '', c.phone ?? ''],
};

export const BUYERS_CSV: CsvExport<OrganiserCustomer> = { ...CUSTOMERS_CSV, name: 'buyers' };

export const TRANSACTIONS_CSV: CsvExport<Transaction> = {
  name: 'transactions',
  header: [
    'Date',
    'Transaction',
    'Buyer',
    'Ticket type',
    'Admissions',
    'Amount (R)',
    'Status',
    'Refunded (R)',
  ],
  row: (t) => [
    exportDate(t.date),
    t.id,
    t.buyer ?? '',
    t.ticketType ?? '',
    t.admissions,
    rand(t.grossCents),
    t.status,
    rand(t.refundedCents),
  ],
};

export const REFUND_REQUESTS_CSV: CsvExport<RefundRequestRow> = {
  name: 'refund-requests',
  header: ['Requested', 'Request', 'Ticket number', 'Buyer', 'Paid (R)', 'Refund (R)', 'Reason', 'Status'],
  row: (r) => [
    exportDate(r.requestedAt),
    r.refundId ?? r.id,
    r.ticketNumber ?? '',
    r.buyerName ?? '',
    rand(r.originalCents),
    rand(r.refundCents),
    r.reason ?? '',
    r.status,
  ],
};

/** The header and the rows, every text cell made safe for spreadsheets. */
export function csvRows<T>(spec: CsvExport<T>, items: readonly T[]): CsvCell[][] {
  return [[...spec.header], ...items.map((item) => spec.row(item).map(safeCsvCell))];
}

/** The download's file name: 'transactions-event-12.csv', 'customers.csv'. */
export const csvFileName = (spec: { name: string }, eventId?: string) =>
  eventId ? `${spec.name}-event-${eventId}.csv` : `${spec.name}.csv`;
