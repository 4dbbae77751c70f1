import type { Event } from '@tix/contract/model/event';
import type { OrganiserCustomer } from '@tix/contract/model/organiser';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useHubBuyers } from '../api/event-hub.ts';
import { HUB_COPY as COPY } from '../hub-messages.ts';
import styles from './event-hub.module.css';

const L = COPY.links;

const BUYER_COLUMNS: readonly Column<OrganiserCustomer>[] = [
  { header: COPY.buyerColumns.name, cell: (c) => c.fullName },
  { header: COPY.buyerColumns.email, cell: (c) => c.email ?? COPY.unknown },
  { header: COPY.buyerColumns.phone, cell: (c) => c.phone ?? COPY.unknown },
];

/** One click from the hub to every screen about the event; the buyers open in a dialog. */
export function HubLinks({ event }: { event: Event }) {
  const [buyersOpen, setBuyersOpen] = useState(false);
  const byEvent = { query: { eventid: event.id } };
  const links: [string, string][] = [
    [L.analytics, linkTo(paths.analytics, byEvent)],
    [L.transactions, linkTo(paths.transactionsView, { query: { q_id: event.id } })],
    [L.payout, linkTo(paths.payout, byEvent)],
    [L.refunds, linkTo(paths.viewRefundRequest, byEvent)],
    [L.promoters, paths.boosters],
    [L.marketing, paths.marketing],
    [L.printing, linkTo(paths.downloadTickets, byEvent)],
    [L.publicPage, linkTo(paths.event, { params: { eventId: event.id } })],
  ];
  return (
    <nav aria-label={COPY.linksLabel}>
      <ul className={styles.links}>
        {links.map(([label, to]) => (
          <li key={label}>
            <Link className={styles.link} to={to}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.link} onClick={() => setBuyersOpen(true)}>
            {L.buyers}
          </button>
        </li>
      </ul>
      <Modal
        open={buyersOpen}
        title={COPY.buyersTitle}
        onClose={() => setBuyersOpen(false)}
        closeLabel={COPY.close}
      >
        {buyersOpen && <Buyers eventId={event.id} />}
      </Modal>
    </nav>
  );
}

function Buyers({ eventId }: { eventId: string }) {
  const { data, error, isLoading } = useHubBuyers(eventId);
  if (isLoading) return <Spinner label={COPY.buyersLoading} />;
  if (error || !data) return <Banner tone="error">{problemDetail(error)}</Banner>;
  if (data.length === 0) return <p role="status">{COPY.buyersEmpty}</p>;
  return <DataTable caption={COPY.buyersCaption} columns={BUYER_COLUMNS} rows={data} rowKey={(c) => c.id} />;
}
