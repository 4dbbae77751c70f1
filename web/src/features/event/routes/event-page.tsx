import type { TicketType, Event as TixEvent } from '@tix/contract/model/event';
import { useParams } from 'react-router-dom';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail, statusOf } from '../../../lib/problem.ts';
import { salesClosed } from '../../../lib/sales.ts';
import { type LoggedInSession, useSession } from '../../../lib/session.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Poster } from '../../../ui/poster.tsx';
import { ShareKit } from '../../../ui/share-kit.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useEvent } from '../api/event.ts';
import { useRecordView } from '../api/view.ts';
import { Likes } from '../components/likes.tsx';
import { SalesNotice, type SalesState } from '../components/sales-notice.tsx';
import { TicketTiers } from '../components/ticket-tiers.tsx';
import { VenueMap } from '../components/venue-map.tsx';
import { EVENT_COPY } from '../messages.ts';
import styles from './event-page.module.css';

/** Whether this viewer can buy: the event's sellability first (the contract's rule), then who asks. */
function salesState(event: TixEvent, account: LoggedInSession | null, sessionKnown: boolean): SalesState {
  const closed = salesClosed(event);
  if (closed) return closed === 'ended' ? 'ended' : 'not-active';
  if (!sessionKnown) return 'not-for-sale';
  if (!account) return 'guest';
  return account.accountType === 'customer' ? 'open' : 'not-for-sale';
}

const buyHref = (event: TixEvent) => (tier: TicketType) =>
  linkTo(paths.buy, { query: { eventid: event.id, ticketid: tier.id, businessid: event.businessId } });

export function EventRoute() {
  const { eventId = '' } = useParams();
  const { data, error, isLoading } = useEvent(eventId);
  const { session, account } = useSession();
  useRecordView(data ? data.event.id : null);

  // A server-rendered page starts with its event while SWR still counts it as loading.
  if (isLoading && !data) return <Spinner label="Loading event…" />;
  if (error || !data) {
    const detail = statusOf(error) === 404 ? EVENT_COPY.notFound : problemDetail(error);
    return <Banner tone="error">{detail}</Banner>;
  }
  const { event, ticketTypes } = data;
  const state = salesState(event, account, session !== undefined);
  const time = [event.startTime, event.finishTime].filter((t) => t !== null).map(formatTime);

  return (
    <article className={styles.page}>
      <Poster url={event.posterUrl} eventName={event.name} className={styles.poster} priority />
      <div className={styles.details}>
        <h1>{event.name}</h1>
        <Likes eventId={event.id} />
        <dl className={styles.facts}>
          <dt>Date</dt>
          <dd>
            <time dateTime={event.day}>{formatDay(event.day)}</time>
          </dd>
          {time.length > 0 && (
            <>
              <dt>Time</dt>
              <dd>{time.join(' – ')}</dd>
            </>
          )}
          {event.venue && (
            <>
              <dt>Venue</dt>
              <dd>
                <VenueMap venue={event.venue} />
              </dd>
            </>
          )}
          {event.businessName && (
            <>
              <dt>Host</dt>
              <dd>{event.businessName}</dd>
            </>
          )}
        </dl>
        <SalesNotice state={state} />
        {event.description && (
          <>
            <h2>About this event</h2>
            <p className={styles.description}>{event.description}</p>
          </>
        )}
        <h2>Tickets</h2>
        <TicketTiers tiers={ticketTypes} buyHref={state === 'open' ? buyHref(event) : null} />
        <ShareKit eventId={event.id} name={event.name} />
      </div>
    </article>
  );
}
