import type { Cents } from './money.ts';

// The organiser's sales report (/report): the spec only names the screen; this is what an
// organiser expects of one. Only completed payments count as sales.

export interface ReportTransaction {
  /** YYYY-MM-DD hh:mm or null. */
  date: string | null;
  status: string;
  admissions: number;
  grossCents: Cents;
  refundedCents: Cents;
}

export interface SalesDay {
  day: string;
  transactions: number;
  admissions: number;
  grossCents: Cents;
  refundedCents: Cents;
}

/** Completed payments per day, oldest day first. */
export function salesByDay(transactions: readonly ReportTransaction[]): SalesDay[] {
  const days = new Map<string, SalesDay>();
  for (const t of transactions) {
    if (t.status !== 'complete' || !t.date) continue;
    const day = t.date.slice(0, 10);
    const row = days.get(day) ?? { day, transactions: 0, admissions: 0, grossCents: 0, refundedCents: 0 };
    row.transactions += 1;
    row.admissions += t.admissions;
    row.grossCents += t.grossCents;
    row.refundedCents += t.refundedCents;
    days.set(day, row);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * A spreadsheet cell that cannot run as a formula: text starting with = + - @ (or a tab or
 * carriage return) gets a leading apostrophe (OWASP CSV injection).
 */
export function safeCsvCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
