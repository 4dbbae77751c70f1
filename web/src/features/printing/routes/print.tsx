import { PRINT_ALLOCATION_DELAY_MS } from '@tix/contract/domain/ui-limits';
import { PREPARE_TICKETS_MESSAGES as M } from '@tix/contract/forms/printing';
import type { PrintedTicket } from '@tix/contract/model/printing';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { EventScreen } from '../../../ui/event-screen.tsx';
import { allocateTickets, printPdfUrl, type Reprint, usePrintRun } from '../api/printing.ts';
import { PrintSheet } from '../components/print-sheet.tsx';
import styles from '../components/printing.module.css';
import { PRINTING_COPY as COPY, PRINT_SUPPORT_PHONE } from '../messages.ts';

/** /download?eventid=ID&reprint=yes|no: the print layout; the print dialog opens by itself. */
export function PrintRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const reprint: Reprint = query.get('reprint') === 'yes' ? 'yes' : 'no';
  const read = usePrintRun(eventId, reprint);
  if (!eventId) return <Navigate to={paths.dashboard} replace />;
  return (
    <EventScreen
      title={COPY.printTitle}
      noEvent={COPY.noEvent}
      loadingLabel={COPY.loading}
      eventId={eventId}
      read={read}
    >
      {(run) =>
        run.tickets.length === 0 ? (
          <div className={styles.stack}>
            <h1>{COPY.printTitle}</h1>
            {reprint === 'no' && run.printedCount > 0 ? (
              <EmptyState
                message={M.alreadyPrinted(PRINT_SUPPORT_PHONE)}
                next={{
                  to: linkTo(paths.download, { query: { eventid: eventId, reprint: 'yes' } }),
                  label: COPY.printAgain,
                }}
              />
            ) : (
              <EmptyState message={COPY.printEmpty} next={{ to: paths.dashboard, label: COPY.dashboard }} />
            )}
          </div>
        ) : (
          <PrintRun eventId={eventId} reprint={reprint} tickets={run.tickets} />
        )
      }
    </EventScreen>
  );
}

function PrintRun({
  eventId,
  reprint,
  tickets,
}: {
  eventId: string;
  reprint: Reprint;
  tickets: PrintedTicket[];
}) {
  const [codes, setCodes] = useState<Map<string, string> | null>(null);
  const printed = useRef(false);
  const [pdfRun, setPdfRun] = useState<Reprint>(reprint);

  useEffect(() => {
    let live = true;
    Promise.all(
      tickets.map(async (t): Promise<[string, string]> => {
        const svg = await qrSvg(t.qrPayload ?? t.ticketNumber, { type: 'svg', margin: 1 });
        return [t.ticketNumber, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`];
      }),
    ).then((entries) => {
      if (live) setCodes(new Map(entries));
    });
    return () => {
      live = false;
    };
  }, [tickets]);

  // Once the codes are drawn, the browser's print dialog opens by itself (once).
  useEffect(() => {
    if (!codes || printed.current) return;
    printed.current = true;
    window.print();
  }, [codes]);

  // The spec: ticket allocation is requested 3 seconds after the print page loads (not on a reprint).
  useEffect(() => {
    if (reprint === 'yes') return;
    const timer = setTimeout(() => {
      allocateTickets(eventId)
        // Downloaded now: the PDF of this run is among the downloaded tickets.
        .then(() => setPdfRun('yes'))
        .catch((error: unknown) => console.error('Ticket allocation failed', error));
    }, PRINT_ALLOCATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eventId, reprint]);

  return (
    <div className={styles.stack}>
      <header className={styles.actions}>
        <h1>{COPY.printTitle}</h1>
        <button type="button" className="button" onClick={() => window.print()}>
          {COPY.print}
        </button>
        <a href={printPdfUrl(eventId, pdfRun)} download>
          {COPY.downloadPdf}
        </a>
        <Link to={linkTo(paths.downloadTickets, { query: { eventid: eventId } })}>{COPY.backToPrepare}</Link>
      </header>
      <PrintSheet tickets={tickets} codes={codes ?? new Map()} />
    </div>
  );
}
