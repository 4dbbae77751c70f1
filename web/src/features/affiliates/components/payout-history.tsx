import { formatRand } from '@tix/contract/domain/money';
import type { PartnerPayoutRequest } from '@tix/contract/model/affiliate';
import { formatDayTime } from '../../../lib/dates.ts';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { AFFILIATE_COPY as C } from '../messages.ts';

const when = (at: string | null) => (at ? formatDayTime(at.slice(0, 10), at.slice(11, 16) || null) : '—');
const cap = (text: string | null) => (text ? text[0]?.toUpperCase() + text.slice(1) : '—');

const COLUMNS: readonly Column<PartnerPayoutRequest>[] = [
  { header: C.columns.date, cell: (p) => when(p.createdAt) },
  { header: C.columns.type, cell: (p) => cap(p.type) },
  { header: C.columns.amount, cell: (p) => formatRand(p.amountCents), numeric: true },
  { header: C.columns.status, cell: (p) => cap(p.status) },
];

export function PayoutHistory({ rows }: { rows: readonly PartnerPayoutRequest[] }) {
  if (rows.length === 0) return <p role="status">{C.noPayouts}</p>;
  return (
    <DataTable
      caption={C.historyTitle}
      columns={COLUMNS}
      rows={rows}
      rowKey={(p) => p.id ?? `${p.createdAt}-${p.amountCents}`}
    />
  );
}
