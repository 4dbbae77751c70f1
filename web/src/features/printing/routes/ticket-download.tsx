import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { formatRand } from '@tix/contract/domain/money';
import { PRINTED_TICKET_LABELS as L } from '@tix/contract/domain/printed-ticket';
import { PREPARE_TICKETS_MESSAGES as M } from '@tix/contract/forms/printing';
import type { PrintedTicket } from '@tix/contract/model/printing';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { EventScreen } from '../../../ui/event-screen.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { printPdfUrl, usePrintRun } from '../api/printing.ts';
import styles from '../components/printing.module.css';
import { PRINTING_COPY as COPY, PRINT_SUPPORT_PHONE } from '../messages.ts';

const COLUMNS: readonly Column<PrintedTicket>[] = [
  { header: COPY.columns.ticket, cell: (t) => t.ticketNumber },
  { header: COPY.columns.category, cell: (t) => TICKET_TIER_LABELS[t.tier] },
  { header: COPY.columns.group, cell: (t) => (t.group === 'kids' ? L.child : L.adult) },
  { header: COPY.columns.price, cell: (t) => formatRand(t.priceCents), numeric: true },
];

/** /ticketdownload?eventid=ID: the prepared tickets, a confirmation, then the print page. */
export function TicketDownloadRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const read = usePrintRun(eventId, 'no');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  if (!eventId) return <Navigate to={paths.dashboard} replace />;
  const back = linkTo(paths.downloadTickets, { query: { eventid: eventId } });

  return (
    <EventScreen
      title={COPY.previewTitle}
      noEvent={COPY.noEvent}
      loadingLabel={COPY.previewLoading}
      eventId={eventId}
      read={read}
    >
      {(run) => (
        <div className={styles.stack}>
          <header>
            <h1>{COPY.previewTitle}</h1>
            {run.tickets.length > 0 && (
              <p className={styles.subtitle}>{COPY.readyCount(run.tickets.length)}</p>
            )}
          </header>
          {run.tickets.length === 0 ? (
            run.printedCount > 0 ? (
              <EmptyState
                message={M.alreadyPrinted(PRINT_SUPPORT_PHONE)}
                next={{
                  to: linkTo(paths.download, { query: { eventid: eventId, reprint: 'yes' } }),
                  label: COPY.printAgain,
                }}
              />
            ) : (
              <EmptyState message={COPY.nothingReady} next={{ to: back, label: COPY.prepareMore }} />
            )
          ) : (
            <>
              <div className={styles.actions}>
                <button type="button" className="button" onClick={() => setConfirming(true)}>
                  {COPY.download}
                </button>
                <a href={printPdfUrl(eventId, 'no')} download>
                  {COPY.downloadPdf}
                </a>
                <Link to={back}>{COPY.backToPrepare}</Link>
              </div>
              <DataTable
                caption={COPY.previewTitle}
                columns={COLUMNS}
                rows={run.tickets}
                rowKey={(t) => t.ticketNumber}
              />
            </>
          )}
          <Modal
            open={confirming}
            title={COPY.confirmTitle}
            onClose={() => setConfirming(false)}
            closeLabel={COPY.close}
          >
            <p>{COPY.confirmBody(run.tickets.length)}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className="button"
                onClick={() =>
                  navigate(linkTo(paths.download, { query: { eventid: eventId, reprint: 'no' } }))
                }
              >
                {COPY.confirm}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {COPY.cancel}
              </button>
            </div>
          </Modal>
        </div>
      )}
    </EventScreen>
  );
}
