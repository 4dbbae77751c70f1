import { useSession } from '../../../lib/session.ts';
import { Counters } from '../components/counters.tsx';
import { EventsSection } from '../components/events-section.tsx';
import { ORGANISER_EVENTS_COPY as COPY } from '../messages.ts';

/** /dashboard: the organiser's counters and events, with the create-event button. */
export function DashboardRoute() {
  // The shell let only an organiser in, so the account is there.
  const { account } = useSession();
  return (
    <>
      <h1>{COPY.dashboardHeading(account?.accountName ?? '')}</h1>
      <Counters />
      <EventsSection heading={COPY.eventsHeading} addLabel={COPY.createEvent} showMore />
    </>
  );
}
