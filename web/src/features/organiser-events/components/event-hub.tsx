import { urlOf } from '@tix/contract/api/client';
import { formatRand } from '@tix/contract/domain/money';
import { isBalanceLow, salesBalanceCovers } from '@tix/contract/domain/sales-cover';
import type { Event } from '@tix/contract/model/event';
import { Link } from 'react-router-dom';
import { endpoints } from '../../../lib/endpoints.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { Banner } from '../../../ui/banner.tsx';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { DownloadButton } from '../../../ui/download-button.tsx';
import { PartUnavailable } from '../../../ui/part-unavailable.tsx';
import { ShareKit } from '../../../ui/share-kit.tsx';
import { StatCards } from '../../../ui/stat-cards.tsx';
import { useHubCampaigns, useHubPayout, useHubRefunds, useHubTicketTypes } from '../api/event-hub.ts';
import { useOrganiserEvents } from '../api/organiser-events.ts';
import { HUB_COPY as COPY } from '../hub-messages.ts';
import { type SalesLine, salesLines, salesTotals } from '../hub-view.ts';
import styles from './event-hub.module.css';
import { HubExports } from './hub-exports.tsx';
import { HubLinks } from './hub-links.tsx';

// The event hub (issue 28) on /editevent: at the top the figures at a glance and one link to each
// screen about the event; below the page's checklist and actions, the sales by tier and group,
// what the balance covers, the downloads and the share kit. Each figure comes from its own read
// (SWR shares them between the two parts); one that fails shows a dash in its figures and a
// note with a retry (ui/part-unavailable.tsx), never an error page.

const COLUMNS: readonly Column<SalesLine>[] = [
  { header: COPY.columns.ticket, cell: (l) => l.label },
  { header: COPY.columns.price, cell: (l) => formatRand(l.priceCents), numeric: true },
  { header: COPY.columns.sold, cell: (l) => l.sold, numeric: true },
  { header: COPY.columns.capacity, cell: (l) => l.capacity, numeric: true },
];

function useHub(eventId: string) {
  const typesRead = useHubTicketTypes(eventId);
  const campaignsRead = useHubCampaigns();
  const types = typesRead.data?.ticketTypes;
  const campaign = campaignsRead.data?.campaigns.find((c) => c.eventId === eventId);
  const lines = types ? salesLines(types) : null;
  const paid = (lines ?? []).filter((l) => l.priceCents > 0);
  return { campaign, lines, paid, balance: campaign?.balanceCents ?? undefined, typesRead, campaignsRead };
}

/** A read's failure note, with the retry that reads it again; nothing while it answers. */
function failed(read: { error?: unknown; mutate: () => unknown }, part: string) {
  return read.error ? <PartUnavailable key={part} part={part} onRetry={() => read.mutate()} /> : null;
}

/** The warning when the balance runs low, the figures and the links. */
export function EventHubGlance({ event }: { event: Event }) {
  const { campaign, lines, paid, balance, typesRead, campaignsRead } = useHub(event.id);
  const payoutRead = useHubPayout(event.id);
  const refundsRead = useHubRefunds(event.id);
  const payout = payoutRead.data;
  const refunds = refundsRead.data;
  const totals = lines ? salesTotals(lines) : null;
  // The dashboard's figure, from the same list read (SWR shares it with the dashboard).
  const inPaidOrders = useOrganiserEvents().data?.find((e) => e.id === event.id)?.ticketsSold;
  const pending = refunds?.requests.filter((r) => r.status === 'pending').length;
  const low =
    balance !== undefined &&
    lines !== null &&
    isBalanceLow(
      balance,
      paid.map((l) => l.priceCents),
    );
  const money = (cents: number | undefined) => (cents === undefined ? COPY.unknown : formatRand(cents));
  const stats = [
    {
      key: 'sold',
      label: COPY.soldOfCapacity,
      value: totals ? `${totals.sold} / ${totals.capacity}` : COPY.unknown,
    },
    { key: 'orders', label: COPY.inPaidOrders, value: inPaidOrders ?? COPY.unknown },
    { key: 'revenue', label: COPY.revenue, value: money(payout?.summary?.grossSalesCents) },
    {
      key: 'budget',
      label: COPY.budget,
      value: campaign
        ? money(campaign.budgetCents ?? undefined)
        : campaignsRead.data
          ? COPY.noCampaign
          : COPY.unknown,
    },
    { key: 'balance', label: COPY.balance, value: money(balance) },
    { key: 'refunds', label: COPY.refundsPending, value: pending ?? COPY.unknown },
    { key: 'payout', label: COPY.payoutStatus, value: payout?.summary?.status ?? COPY.unknown },
  ];
  return (
    <div className={styles.hub}>
      {low && balance !== undefined && (
        <Banner tone="warning">
          {balance <= 0 ? COPY.emptyBalance : COPY.lowBalance}{' '}
          <Link to={linkTo(paths.campaign, { query: { eventid: event.id } })}>{COPY.topUp}</Link>
        </Banner>
      )}
      <StatCards label={COPY.glanceLabel} stats={stats} wide={3} widest={6} />
      {failed(typesRead, COPY.parts.sales)}
      {failed(campaignsRead, COPY.parts.campaign)}
      {failed(payoutRead, COPY.parts.payout)}
      {failed(refundsRead, COPY.parts.refunds)}
      <HubLinks event={event} />
    </div>
  );
}

/** Sales by tier and group, what the balance covers, the downloads and the share kit. */
export function EventHubDetails({ event }: { event: Event }) {
  const { campaign, lines, paid, balance, typesRead } = useHub(event.id);
  return (
    <div className={styles.hub}>
      <section aria-labelledby="hub-sales" className={styles.section}>
        <h2 id="hub-sales">{COPY.salesHeading}</h2>
        {failed(typesRead, COPY.parts.sales)}
        {lines && lines.length === 0 && <p>{COPY.noTickets}</p>}
        {lines && lines.length > 0 && (
          <DataTable caption={COPY.salesCaption} columns={COLUMNS} rows={lines} rowKey={(l) => l.key} />
        )}
      </section>
      {campaign && paid.length > 0 && balance !== undefined && (
        <section aria-labelledby="hub-cover" className={styles.section}>
          <h2 id="hub-cover">{COPY.coverHeading}</h2>
          <p className={styles.note}>{COPY.coverNote}</p>
          <ul className={styles.cover}>
            {paid.map((l) => (
              <li key={l.key}>
                {COPY.covers(
                  salesBalanceCovers(balance, l.priceCents) ?? 0,
                  l.label,
                  formatRand(l.priceCents),
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <HubExports eventId={event.id} />
      <ShareKit
        eventId={event.id}
        name={event.name}
        extra={
          <DownloadButton
            href={urlOf(endpoints.downloadEventFlyer, { params: { eventId: event.id } })}
            label={COPY.flyer}
            fileName={`flyer-event-${event.id}.pdf`}
          />
        }
      />
    </div>
  );
}
