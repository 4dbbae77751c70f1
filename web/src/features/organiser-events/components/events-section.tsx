import { todayInSouthAfrica } from '@tix/contract/domain/dates';
import { upcomingFirst } from '@tix/contract/domain/event-order';
import { DASHBOARD_MORE_FROM_EVENTS } from '@tix/contract/domain/ui-limits';
import type { OrganiserEvent } from '@tix/contract/model/organiser';
import { Link } from 'react-router-dom';
import { useLandingNotice } from '../../../lib/landing-notice.ts';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useOrganiserEvents } from '../api/organiser-events.ts';
import { ORGANISER_EVENTS_COPY as COPY } from '../messages.ts';
import styles from './events-section.module.css';
import { EventsTable } from './events-table.tsx';

interface Props {
  heading: string;
  /** The button that starts a new event ('Create event' on the dashboard, 'Add event' on /myevents). */
  addLabel: string;
  /** The dashboard links to the full list once there are 4 events or more. */
  showMore?: boolean;
}

/** Upcoming first, soonest first, then the past ones: the order of every event list (the home's too). */
function inListOrder(events: readonly OrganiserEvent[]): OrganiserEvent[] {
  const { upcoming, past } = upcomingFirst(events, todayInSouthAfrica());
  return [...upcoming, ...past];
}

/** The organiser's events with its loading, empty and failed states. */
export function EventsSection({ heading, addLabel, showMore = false }: Props) {
  const { data, error, isLoading, mutate } = useOrganiserEvents(showMore ? 'dashboard' : undefined);
  // After /addevent: 'created', and the new event's row highlighted.
  const landed = useLandingNotice();
  const add = (
    <Link to={paths.addEvent} className="button">
      {addLabel}
    </Link>
  );
  return (
    <section aria-labelledby="organiser-events-heading" className={styles.section}>
      <div className={styles.bar}>
        <h2 id="organiser-events-heading">{heading}</h2>
        {add}
      </div>
      {landed && (
        <Banner tone="success" hideAfterMs={BANNER_MS.standard}>
          {landed.text}
        </Banner>
      )}
      {isLoading && !data ? (
        <Spinner label={COPY.loadingEvents} />
      ) : error || !data ? (
        <div className={styles.stack}>
          <Banner tone="error">{problemDetail(error)}</Banner>
          <button type="button" className="button" onClick={() => mutate()}>
            {COPY.retry}
          </button>
        </div>
      ) : data.length === 0 ? (
        <p role="status">{COPY.noEvents}</p>
      ) : (
        <>
          <EventsTable events={inListOrder(data)} caption={heading} highlightId={landed?.changedId ?? null} />
          {showMore && data.length >= DASHBOARD_MORE_FROM_EVENTS && (
            <p>
              <Link to={paths.myEvents}>{COPY.more}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
