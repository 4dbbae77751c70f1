import { useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { Counters } from '../components/counters.tsx';
import { EventsSection } from '../components/events-section.tsx';
import { ORGANISER_EVENTS_COPY as COPY } from '../messages.ts';

/** /dashboard: the organiser's counters and events, with the create-event button. */
export function DashboardRoute() {
  // The shell let only an organiser in, so the account is there.
  const { account } = useSession();
  // A message carried here by the screen that sent the organiser back (an event deleted).
  const state: unknown = useLocation().state;
  const notice =
    typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
      ? state.notice
      : null;
  return (
    <>
      <h1>{COPY.dashboardHeading(account?.accountName ?? '')}</h1>
      {notice && (
        <Banner tone="success" hideAfterMs={BANNER_MS.standard}>
          {notice}
        </Banner>
      )}
      <Counters />
      <EventsSection heading={COPY.eventsHeading} addLabel={COPY.createEvent} showMore />
    </>
  );
}
