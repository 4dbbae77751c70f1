import { formatRand } from '@tix/contract/domain/money';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useTicket } from '../api/tickets.ts';
import { AddToCalendar } from '../components/add-to-calendar.tsx';
import { OfflineMark } from '../components/offline-mark.tsx';
import { QrCode } from '../components/qr-code.tsx';
import { RefundActions } from '../components/refund-actions.tsx';
import { previewHref } from '../links.ts';
import { REFUND_STATUS_BANNER, TICKETS_COPY } from '../messages.ts';
import styles from './zoom.module.css';

/** /zoom?eventid=&ticket=: one ticket with its QR code, facts and refund actions. */
export function ZoomRoute() {
  const [params] = useSearchParams();
  const eventId = params.get('eventid') ?? '';
  const ticketId = params.get('ticket') ?? '';
  const { data, error, isLoading } = useTicket(eventId, ticketId);
  if (!eventId || !ticketId) return <Banner tone="info">{TICKETS_COPY.missingEvent}</Banner>;
  if (isLoading) return <Spinner label="Loading ticket…" />;
  if (error || !data) return <Banner tone="error">{problemDetail(error)}</Banner>;
  const { ticket, event, governance } = data;
  const status = ticket.refundStatus;
  // Refunded and requested tickets show a grey code built from the ticket number, not the pass.
  const qrValue = status ? ticket.number : ticket.qrPayload;
  const time = [event?.startTime, event?.finishTime].filter((t) => t != null).map(formatTime);

  return (
    <article className={styles.page}>
      <h1>{TICKETS_COPY.zoomHeading}</h1>
      <OfflineMark ready />
      {status && (
        <Banner tone={status === 'Approved' ? 'error' : 'info'}>{REFUND_STATUS_BANNER[status]}</Banner>
      )}
      <div className={styles.ticket}>
        <QrCode value={qrValue} greyed={status !== null} label={`QR code of ticket ${ticket.number}`} />
        <dl className={styles.facts}>
          <dt>Event</dt>
          <dd>{event?.name ?? ticket.eventName}</dd>
          {event?.day && (
            <>
              <dt>Date</dt>
              <dd>{formatDay(event.day)}</dd>
            </>
          )}
          {time.length > 0 && (
            <>
              <dt>Time</dt>
              <dd>{time.join(' – ')}</dd>
            </>
          )}
          {event?.venue && (
            <>
              <dt>Venue</dt>
              <dd>{event.venue}</dd>
            </>
          )}
          <dt>Ticket number</dt>
          <dd>{ticket.number}</dd>
          <dt>Category</dt>
          <dd>
            {ticket.category} ({ticket.group === 'kids' ? 'kids' : 'adults'})
          </dd>
          <dt>Admissions</dt>
          <dd>{ticket.admissions}</dd>
          <dt>Total cost</dt>
          <dd className={styles.money}>{formatRand(ticket.totalCents)}</dd>
          {ticket.boughtOn && (
            <>
              <dt>Bought</dt>
              <dd>
                {formatDay(ticket.boughtOn)}
                {ticket.boughtAt ? ` at ${ticket.boughtAt}` : ''}
              </dd>
            </>
          )}
        </dl>
      </div>
      {event?.day && (
        <AddToCalendar
          event={{
            id: ticket.eventId,
            name: event.name ?? ticket.eventName,
            day: event.day,
            finishDay: null,
            startTime: event.startTime ?? null,
            finishTime: event.finishTime ?? null,
            venue: event.venue ?? null,
          }}
          ticketNumber={ticket.number}
        />
      )}
      <RefundActions ticket={ticket} governance={governance} />
      <p>
        <Link to={previewHref(ticket.eventId)}>{TICKETS_COPY.eventTickets}</Link>
      </p>
    </article>
  );
}
