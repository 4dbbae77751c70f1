import { useState } from 'react';
import styles from './pagination.module.css';

export const PAGINATION_COPY = {
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** One page of `rows`, `size` a page, and the controls' state. */
export function usePages<T>(rows: readonly T[], size: number, startAt = 0) {
  // `startAt`: the index of a row to open on (the one just created), else the first page.
  const [wanted, setPage] = useState(() => Math.floor(Math.max(0, startAt) / size) + 1);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  // A list that shrank (a deleted event) keeps the reader on a page that still exists.
  const page = Math.min(wanted, pages);
  return { page, pages, setPage, rows: rows.slice((page - 1) * size, page * size) };
}

/** Previous and Next with the page number; nothing at all when everything fits on one page. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (n: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {PAGINATION_COPY.previous}
      </button>
      <span aria-live="polite">{PAGINATION_COPY.page(page, pages)}</span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {PAGINATION_COPY.next}
      </button>
    </nav>
  );
}
