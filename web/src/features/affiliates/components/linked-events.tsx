import { formatRand } from '@tix/contract/domain/money';
import type { LinkedEvent } from '@tix/contract/model/affiliate';
import { formatDay } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { AFFILIATE_COPY as C } from '../messages.ts';

const dates = (e: LinkedEvent) =>
  e.startDay
    ? `${formatDay(e.startDay)}${e.endDay && e.endDay !== e.startDay ? ` – ${formatDay(e.endDay)}` : ''}`
    : '—';

const COLUMNS: readonly Column<LinkedEvent>[] = [
  { header: C.columns.event, cell: (e) => e.eventName ?? '—' },
  { header: C.columns.organiser, cell: (e) => e.organiserName ?? '—' },
  { header: C.columns.dates, cell: dates },
  { header: C.columns.sold, cell: (e) => e.admissions, numeric: true },
  { header: C.columns.refunds, cell: (e) => (e.refundsAllowed ? C.refundsOn : C.refundsOff) },
  { header: C.columns.earnings, cell: (e) => formatRand(e.earningsCents), numeric: true },
];

export function LinkedEvents({
  rows,
  withEmptyStep = true,
}: {
  rows: readonly LinkedEvent[];
  withEmptyStep?: boolean;
}) {
  if (rows.length === 0)
    return withEmptyStep ? (
      <EmptyState message={C.noEvents} next={{ to: paths.affiliateLink, label: C.toLink }} />
    ) : (
      <p>{C.noEvents}</p>
    );
  return (
    <DataTable
      caption={C.eventsTitle}
      columns={COLUMNS}
      rows={rows}
      rowKey={(e) => `${e.organiserName}-${e.eventName}-${e.startDay}`}
    />
  );
}
