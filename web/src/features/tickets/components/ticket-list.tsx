import { formatRand } from '@tix/contract/domain/money';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatDay, formatDayTime } from '../../../lib/dates.ts';
import { previewHref, zoomHref } from '../links.ts';
import { TICKETS_COPY } from '../messages.ts';
import styles from './ticket-list.module.css';

const STATUS_LABEL = {
  Pending: 'Refund pending',
  Under_review: 'Under review',
  Approved: 'Refunded',
} as const;

/**
 * Tickets of one purchase share a number: each card says which it is ('Ticket 1 of 2'), in the
 * order the list shows them, so two identical-looking cards are told apart.
 */
export function positionsInPurchase(tickets: CustomerTicket[]): Map<string, { index: number; of: number }> {
  const byNumber = new Map<string, string[]>();
  for (const t of tickets) byNumber.set(t.number, [...(byNumber.get(t.number) ?? []), t.id]);
  const positions = new Map<string, { index: number; of: number }>();
  for (const ids of byNumber.values()) {
    for (const [i, id] of ids.entries()) positions.set(id, { index: i + 1, of: ids.length });
  }
  return positions;
}

/**
 * The customer's tickets as cards: event, when, category, price, refund state and links. Rendered
 * again only for other tickets: the list read again unchanged is the same answer (SWR keeps it),
 * and a long list of cards is one of a phone's longest renders (issue 48).
 */
export const TicketList = memo(function TicketList({
  tickets,
  showEventLink = true,
}: {
  tickets: CustomerTicket[];
  showEventLink?: boolean;
}) {
  const positions = positionsInPurchase(tickets);
  return (
    <ul className={styles.list}>
      {tickets.map((t) => {
        const position = positions.get(t.id);
        const label = position && position.of > 1 ? TICKETS_COPY.ticketOf(position.index, position.of) : null;
        return (
          <li key={t.id} className={styles.card}>
            <h2 className={styles.name}>{t.eventName}</h2>
            {t.eventDay && (
              <p className={styles.when}>
                <time dateTime={t.eventStartTime ? `${t.eventDay}T${t.eventStartTime}` : t.eventDay}>
                  {formatDayTime(t.eventDay, t.eventStartTime)}
                </time>
              </p>
            )}
            <p className={styles.meta}>
              <span>
                {t.category} · {t.group === 'kids' ? 'Kids' : 'Adult'} · {t.admissions} admission
                {t.admissions === 1 ? '' : 's'}
              </span>
              <span className={styles.money}>{formatRand(t.totalCents)}</span>
            </p>
            <p className={styles.meta}>
              <span>
                {label && <strong className={styles.position}>{label} · </strong>}
                {TICKETS_COPY.number} {t.number}
              </span>
              {t.boughtOn && <span>Bought {formatDay(t.boughtOn)}</span>}
            </p>
            {t.refundStatus && <p className={styles.status}>{STATUS_LABEL[t.refundStatus]}</p>}
            {!t.qrPayload && <p className={styles.status}>{TICKETS_COPY.qrInvalidShort}</p>}
            <p className={styles.links}>
              <Link
                to={zoomHref(t.eventId, t.id)}
                aria-label={`${TICKETS_COPY.view} ${position && position.of > 1 ? `${position.index} of ${position.of}, ` : ''}${t.number} for ${t.eventName}`}
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
        );
      })}
    </ul>
  );
});
