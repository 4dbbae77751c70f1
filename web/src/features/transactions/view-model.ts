import { TRANSACTIONS_PAGE_SIZE } from '@tix/contract/domain/ui-limits';
import type { Transaction } from '@tix/contract/model/transaction';
import type { SORTS, STATUS_FILTERS } from './messages.ts';

export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
export type SortKey = (typeof SORTS)[number]['value'];

/** Code-unit order: the same in every browser and in Node, whatever the locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const compare: Record<string, (a: Transaction, b: Transaction) => number> = {
  date: (a, b) => byText(a.date ?? '', b.date ?? ''),
  amount: (a, b) => a.grossCents - b.grossCents,
  status: (a, b) => byText(a.status, b.status),
};

/**
 * Filtered by status, sorted, cut into pages of 10 (the page is clamped to what exists). Rows that
 * tie (dates are to the minute, so two sales of one minute do) go by transaction id in the same
 * direction: one order whatever order the legacy sent them in, each sort the reverse of its other
 * direction, and where ids grow with each sale (the stand-in's do), newest first stays newest first
 * within a minute too.
 */
export function pageOf(all: readonly Transaction[], filter: StatusFilter, sort: SortKey, page: number) {
  const [field = 'date', direction] = sort.split('-');
  const order = compare[field] ?? compare.date;
  const sign = direction === 'asc' ? 1 : -1;
  const rows = all
    .filter((t) => filter === 'all' || t.status === filter)
    .sort((a, b) => sign * ((order?.(a, b) ?? 0) || byText(a.id, b.id)));
  const pages = Math.max(1, Math.ceil(rows.length / TRANSACTIONS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * TRANSACTIONS_PAGE_SIZE;
  return { rows: rows.slice(start, start + TRANSACTIONS_PAGE_SIZE), pages, current, total: rows.length };
}

/** Resend is offered only for a completed transaction not yet resent. */
export const canResend = (t: Transaction) => t.status === 'complete' && t.resentAt === null;
