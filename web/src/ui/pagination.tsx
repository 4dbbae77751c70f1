import { useState } from 'react';
import { useBrowserValue } from '../lib/hydrated.ts';
import { PAGINATION_COPY } from './copy.ts';
import styles from './pagination.module.css';

export { PAGINATION_COPY };

/** The design language's phone width: tables become cards at this width or less. */
const PHONE_QUERY = '(max-width: 768px)';
const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);
const onPhoneChange = (change: () => void) => {
  const query = phoneQuery();
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};

const phoneNow = () => phoneQuery()?.matches ?? false;

/** Whether the screen is a phone's (follows rotation and resizing; false when rendered on the server). */
export function usePhone(): boolean {
  return useBrowserValue(onPhoneChange, phoneNow, false);
}

/**
 * One page of `rows`, `size` a page (`phoneSize` on a phone, where each row is a card), and the
 * controls' state.
 */
export function usePages<T>(rows: readonly T[], desktopSize: number, startAt = 0, phoneSize = desktopSize) {
  const size = Math.max(1, usePhone() ? phoneSize : desktopSize);
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
