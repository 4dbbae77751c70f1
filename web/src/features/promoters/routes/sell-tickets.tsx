import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { isCategorySoldOut } from '@tix/contract/domain/events';
import { formatRand } from '@tix/contract/domain/money';
import { isLegacyId } from '@tix/contract/model/ids';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { formatDayTime } from '../../../lib/dates.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Poster } from '../../../ui/poster.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useEventsToSell, useEventToSell } from '../api/booster.ts';
import { BOOSTER_COPY as COPY } from '../messages.ts';
import styles from '../promoters.module.css';

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className={styles.stack}>
      <Banner tone="error">{problemDetail(error)}</Banner>
      <button type="button" className="button" onClick={retry}>
        {COPY.retry}
      </button>
    </div>
  );
}

/** /selltickets: ACTIVE EVENTS, each not active, passed, or scheduled (and then a link). */
export function SellTicketsRoute() {
  const { data, error, isLoading, mutate } = useEventsToSell();
  return (
    <section aria-labelledby="events-heading" className={styles.stack}>
      <h1 id="events-heading">{COPY.eventsTitle}</h1>
      {isLoading && !data ? (
        <Spinner label={COPY.loading} />
      ) : error || !data ? (
        <Failed error={error} retry={() => mutate()} />
      ) : data.length === 0 ? (
        <EmptyState message={COPY.noEvents} next={{ to: paths.boosterDashboard, label: COPY.back }} />
      ) : (
        <ul className={styles.list}>
          {data.map(({ event, state }) => (
            <li key={event.id} className={styles.card}>
              <strong>{event.name}</strong>
              <span>{formatDayTime(event.day, event.startTime)}</span>
              {event.venue && <span className={styles.muted}>{event.venue}</span>}
              {state === 'sellable' ? (
                <Link to={linkTo(paths.eventDescription, { query: { eventid: event.id } })}>
                  {COPY.scheduled}: {COPY.sell}
                </Link>
              ) : (
                <span className={styles.cross}>
                  {state === 'passed' ? COPY.eventPassed : COPY.eventNotActive}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /eventdescription?eventid=…: poster, description, venue, one button per category. */
export function EventDescriptionRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid') ?? '';
  const { data, error, isLoading, mutate } = useEventToSell(eventId);
  if (!isLegacyId(eventId)) return <Navigate to={paths.home} replace />;
  if (isLoading && !data) return <Spinner label={COPY.loading} />;
  if (error || !data) return <Failed error={error} retry={() => mutate()} />;
  const { event, state, tickets } = data;
  return (
    <section aria-labelledby="event-heading" className={styles.stack}>
      <Link to={paths.sellTickets}>{COPY.back}</Link>
      <h1 id="event-heading">{event.name}</h1>
      <Poster url={event.posterUrl} eventName={event.name} className={styles.poster} />
      <p>{formatDayTime(event.day, event.startTime)}</p>
      {event.venue && <p>{event.venue}</p>}
      {event.description && <p>{event.description}</p>}
      {state === 'passed' ? (
        <Banner tone="error">{COPY.eventTakenPlace(formatDayTime(event.day, null))}</Banner>
      ) : state === 'inactive' ? (
        <Banner tone="error">{COPY.eventNotActive}</Banner>
      ) : (
        <ul className={styles.list}>
          {tickets.map((t) => {
            const soldOut = isCategorySoldOut(t);
            const label = TICKET_TIER_LABELS[t.tier];
            return (
              <li key={t.id} className={styles.card}>
                {soldOut ? (
                  <span className={`button ${styles.disabled}`} aria-disabled="true">
                    {label} — {COPY.soldOut}
                  </span>
                ) : (
                  <Link
                    className="button"
                    to={linkTo(paths.customerPay, { query: { eventid: event.id, ticketid: t.id } })}
                  >
                    {label}
                  </Link>
                )}
                {t.adultPriceCents > 0 && (
                  <span>
                    {COPY.adult}: {formatRand(t.adultPriceCents)}
                  </span>
                )}
                {(t.kidsPriceCents ?? 0) > 0 && (
                  <span>
                    {COPY.kid}: {formatRand(t.kidsPriceCents ?? 0)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
