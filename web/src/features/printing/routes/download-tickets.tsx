import type { PrintingPage } from '@tix/contract/api/printing';
import { EVENT_BLOCKED_MESSAGES } from '@tix/contract/domain/event-checklist';
import { formatRand } from '@tix/contract/domain/money';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { formatDay } from '../../../lib/dates.ts';
import { randOrNotAvailable } from '../../../lib/figures.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { EventScreen } from '../../../ui/event-screen.tsx';
import { PartUnavailable } from '../../../ui/part-unavailable.tsx';
import { usePrintingPage } from '../api/printing.ts';
import { PrepareForm } from '../components/prepare-form.tsx';
import styles from '../components/printing.module.css';
import { PRINTING_COPY as COPY } from '../messages.ts';

/** /downloadtickets?eventid=ID: choose what to print; without an event, back to the dashboard. */
export function DownloadTicketsRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const read = usePrintingPage(eventId);
  if (!eventId) return <Navigate to={paths.dashboard} replace />;
  return (
    <EventScreen
      title={COPY.title}
      noEvent={COPY.noEvent}
      loadingLabel={COPY.loading}
      eventId={eventId}
      read={read}
    >
      {(page) => <DownloadTickets page={page} onRetry={() => read.mutate()} />}
    </EventScreen>
  );
}

function DownloadTickets({ page, onRetry }: { page: PrintingPage; onRetry: () => unknown }) {
  const campaign = linkTo(paths.campaign, { query: { eventid: page.eventId } });
  const query = { eventid: page.eventId };
  return (
    <div className={styles.stack}>
      <header>
        <h1>{COPY.title}</h1>
        <p className={styles.subtitle}>
          {page.eventName}
          {page.eventDay && ` · ${formatDay(page.eventDay)}`}
        </p>
      </header>
      <section className={styles.card} aria-label={COPY.balance}>
        <dl className={styles.money}>
          <div>
            <dt>{COPY.budget}</dt>
            <dd>{randOrNotAvailable(page.budgetCents)}</dd>
          </div>
          <div>
            <dt>{COPY.balance}</dt>
            <dd data-testid="print-balance">{randOrNotAvailable(page.balanceCents)}</dd>
          </div>
          <div>
            <dt>{COPY.costPerDownload}</dt>
            <dd>{formatRand(page.costPerTicketCents)}</dd>
          </div>
        </dl>
        <Link to={campaign}>{COPY.increaseBudget}</Link>
      </section>
      {page.readyCount === undefined && <PartUnavailable part={COPY.readyPart} onRetry={onRetry} />}
      {page.printedCount === undefined && <PartUnavailable part={COPY.printedPart} onRetry={onRetry} />}
      {page.readyCount !== undefined && page.readyCount > 0 && (
        <p className={styles.note} role="status">
          {COPY.readyNote(page.readyCount)}{' '}
          <Link to={linkTo(paths.ticketDownload, { query })}>{COPY.toReady}</Link>
        </p>
      )}
      {page.printedCount !== undefined && page.printedCount > 0 && (
        <p className={styles.note}>
          {COPY.printedNote(page.printedCount)}{' '}
          <Link to={linkTo(paths.download, { query: { ...query, reprint: 'yes' } })}>{COPY.printAgain}</Link>
        </p>
      )}
      {page.budgetCents === 0 ? (
        <EmptyState
          message={EVENT_BLOCKED_MESSAGES.campaignFirst}
          next={{ to: campaign, label: COPY.increaseBudget }}
        />
      ) : page.categories.length === 0 ? (
        <EmptyState
          message={COPY.noTickets}
          next={{ to: linkTo(paths.editEvent, { query }), label: COPY.backToEvent }}
        />
      ) : (
        <PrepareForm page={page} />
      )}
    </div>
  );
}
