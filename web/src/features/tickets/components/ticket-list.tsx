import { formatRand } from '@tix/contract/domain/money';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/dates.ts';
import { previewHref, zoomHref } from '../links.ts';
import { TICKETS_COPY } from '../messages.ts';
import styles from './ticket-list.module.css';

const STATUS_LABEL = {
  Pending: 'Refund pending',
  Under_review: 'Under review',
  Approved: 'Refunded',
} as const;

/** The customer's tickets as cards: event, category, price, refund state and links. */
export function TicketList({
  tickets,
  showEventLink = true,
}: {
  tickets: CustomerTicket[];
  showEventLink?: boolean;
}) {
  return (
    <ul className={styles.list}>
      {tickets.map((t) => (
        <li key={t.id} className={styles.card}>
          <h2 className={styles.name}>{t.eventName}</h2>
          <p className={styles.meta}>
            <span>
              {t.category} · {t.group === 'kids' ? 'Kids' : 'Adult'} · {t.admissions} admission
              {t.admissions === 1 ? '' : 's'}
            </span>
            <span className={styles.money}>{formatRand(t.totalCents)}</span>
          </p>
          <p className={styles.meta}>
            <span>Ticket {t.number}</span>
            {t.boughtOn && <span>Bought {formatDay(t.boughtOn)}</span>}
          </p>
          {t.refundStatus && <p className={styles.status}>{STATUS_LABEL[t.refundStatus]}</p>}
          {!t.qrPayload && <p className={styles.status}>{TICKETS_COPY.qrInvalidShort}</p>}
          <p className={styles.links}>
            <Link
              to={zoomHref(t.eventId, t.id)}
              aria-label={`${TICKETS_COPY.view} ${t.number} for ${t.eventName}`}
            >
              {TICKETS_COPY.view}
            </Link>
            {showEventLink && (
              <Link to={previewHref(t.eventId)} aria-label={`${TICKETS_COPY.eventTickets}: ${t.eventName}`}>
                {TICKETS_COPY.eventTickets}
              </Link>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
