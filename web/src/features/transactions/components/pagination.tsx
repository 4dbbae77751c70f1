import { TRANSACTIONS_COPY as COPY } from '../messages.ts';
import styles from './pagination.module.css';

/** Previous and Next with the page number; shown only when there is more than one page. */
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
        {COPY.previous}
      </button>
      <span aria-live="polite">{COPY.page(page, pages)}</span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {COPY.next}
      </button>
    </nav>
  );
}
