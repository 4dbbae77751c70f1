import { EventsSection } from '../components/events-section.tsx';
import { ORGANISER_EVENTS_COPY as COPY } from '../messages.ts';

/** /myevents: every event of the organiser, with Add event. */
export function MyEventsRoute() {
  return (
    <>
      <h1>{COPY.myEventsHeading}</h1>
      <EventsSection heading={COPY.eventsHeading} addLabel={COPY.addEvent} />
    </>
  );
}
