import { eventStatusBadge, visibilityLabel } from '@tix/contract/domain/campaign';
import { DASHBOARD_PAGE_SIZE, PHONE_PAGE_SIZE } from '@tix/contract/domain/ui-limits';
import type { OrganiserEvent } from '@tix/contract/model/organiser';
import { Link } from 'react-router-dom';
import { formatDayTime } from '../../../lib/dates.ts';
import { randOrNotAvailable } from '../../../lib/figures.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { Pagination, usePages } from '../../../ui/pagination.tsx';
import { EVENT_COLUMNS } from '../messages.ts';
import styles from './events-table.module.css';

const COLUMNS: readonly Column<OrganiserEvent>[] = [
  {
    header: EVENT_COLUMNS.event,
    // The organiser's own events open in the editor, as their search results do.
    cell: (e) => (
      <Link to={linkTo(paths.editEvent, { query: { eventid: e.id } })}>
        <span className={styles.name} title={e.name}>
          {e.name}
        </span>
      </Link>
    ),
  },
  { header: EVENT_COLUMNS.date, cell: (e) => formatDayTime(e.day, e.startTime) },
  {
    header: EVENT_COLUMNS.status,
    cell: (e) => {
      const badge = eventStatusBadge(e.budgetCents ?? 0, e.status ?? '');
      return <span className={`${styles.badge} ${styles[badge] ?? ''}`}>{badge}</span>;
    },
  },
  { header: EVENT_COLUMNS.visibility, cell: (e) => visibilityLabel(e.campaignStatus) },
  // The hub names the tiers' own count apart ('Sold of capacity'): door and earlier sales count there.
  { header: EVENT_COLUMNS.sold, cell: (e) => e.ticketsSold, numeric: true },
  // Sales the service did not send are unknown, not R0.00.
  { header: EVENT_COLUMNS.sales, cell: (e) => randOrNotAvailable(e.salesCents), numeric: true },
];

/** The organiser's events, ten a page (five cards on a phone); the pager shows only when there are more. */
export function EventsTable({
  events,
  caption,
  highlightId = null,
}: {
  events: readonly OrganiserEvent[];
  caption: string;
  /** The event just created: its page opens and its row is highlighted. */
  highlightId?: string | null;
}) {
  const at = highlightId === null ? 0 : events.findIndex((e) => e.id === highlightId);
  const { page, pages, setPage, rows } = usePages(events, DASHBOARD_PAGE_SIZE, at, PHONE_PAGE_SIZE);
  return (
    <>
      <DataTable
        caption={caption}
        columns={COLUMNS}
        rows={rows}
        rowKey={(e) => e.id}
        highlightKey={highlightId}
      />
      <Pagination page={page} pages={pages} onPage={setPage} />
    </>
  );
}
