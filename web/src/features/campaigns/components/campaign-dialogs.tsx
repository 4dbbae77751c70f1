import type { DeviceStat } from '@tix/contract/model/campaign';
import type { OrganiserCustomer } from '@tix/contract/model/organiser';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useCampaignBuyers, useCampaignDevices, useOrganiserEvents } from '../api/campaigns.ts';
import { CAMPAIGNS_COPY as COPY } from '../messages.ts';
import styles from '../routes/campaigns.module.css';

const DEVICE_COLUMNS: readonly Column<DeviceStat>[] = [
  { header: COPY.deviceColumns.device, cell: (d) => d.device ?? COPY.none },
  { header: COPY.deviceColumns.browser, cell: (d) => d.userAgent ?? COPY.none },
  { header: COPY.deviceColumns.views, cell: (d) => d.count, numeric: true },
];

const BUYER_COLUMNS: readonly Column<OrganiserCustomer>[] = [
  {
    header: COPY.buyerColumns.name,
    // The profile reads the customer from the navigation state, as the customer list's link does.
    cell: (c) => (
      <Link to={paths.customerProfile} state={{ customer: c }}>
        {c.fullName}
      </Link>
    ),
  },
  { header: COPY.buyerColumns.email, cell: (c) => c.email ?? COPY.none },
  { header: COPY.buyerColumns.phone, cell: (c) => c.phone ?? COPY.none },
];

interface ForEvent {
  eventId: string | null;
  onClose: () => void;
}

/** Devices: page views of the selected campaign's event by device and browser. */
export function DevicesDialog({ eventId, onClose }: ForEvent) {
  const { data, error, isLoading } = useCampaignDevices(eventId);
  return (
    <Modal open={eventId !== null} title={COPY.devicesTitle} onClose={onClose} closeLabel={COPY.close}>
      {isLoading && !data ? (
        <Spinner />
      ) : error || !data ? (
        <Banner tone="error">{problemDetail(error)}</Banner>
      ) : data.length === 0 ? (
        <p role="status">{COPY.devicesEmpty}</p>
      ) : (
        <DataTable
          caption={COPY.devicesTitle}
          columns={DEVICE_COLUMNS}
          rows={data}
          rowKey={(d) => `${d.device}-${d.userAgent}`}
        />
      )}
    </Modal>
  );
}

/** Unique buyers: who bought tickets to the selected campaign's event; each opens their profile. */
export function BuyersDialog({ eventId, onClose }: ForEvent) {
  const { data, error, isLoading } = useCampaignBuyers(eventId);
  return (
    <Modal open={eventId !== null} title={COPY.buyersTitle} onClose={onClose} closeLabel={COPY.close}>
      {isLoading && !data ? (
        <Spinner />
      ) : error || !data ? (
        <Banner tone="error">{problemDetail(error)}</Banner>
      ) : data.length === 0 ? (
        <p role="status">{COPY.buyersEmpty}</p>
      ) : (
        <DataTable caption={COPY.buyersTitle} columns={BUYER_COLUMNS} rows={data} rowKey={(c) => c.id} />
      )}
    </Modal>
  );
}

/** Create campaign: the Select event panel; an event leads to /campaign, or create one first. */
export function SelectEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, error, isLoading } = useOrganiserEvents(open);
  return (
    <Modal open={open} title={COPY.selectEventTitle} onClose={onClose} closeLabel={COPY.close}>
      {isLoading && !data ? (
        <Spinner label={COPY.loadingEvents} />
      ) : error || !data ? (
        <Banner tone="error">{problemDetail(error)}</Banner>
      ) : data.length === 0 ? (
        <p role="status">{COPY.noEvents}</p>
      ) : (
        <ul className={styles.picker}>
          {data.map((e) => (
            <li key={e.id}>
              <Link to={linkTo(paths.campaign, { query: { eventid: e.id } })}>
                {e.thumbnailUrl ? <img src={e.thumbnailUrl} alt="" width={48} height={48} /> : null}
                <span>{e.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="button" to={paths.addEvent}>
        {COPY.createEvent}
      </Link>
    </Modal>
  );
}
