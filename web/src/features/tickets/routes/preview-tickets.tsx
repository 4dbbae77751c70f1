import { isLegacyId } from '@tix/contract/model/ids';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Banner } from '../../../ui/banner.tsx';
import { useEventTickets } from '../api/tickets.ts';
import { TicketsView } from '../components/tickets-view.tsx';
import { TICKETS_COPY } from '../messages.ts';

/** /previewtickets?eventid=: the customer's tickets for one event (a query parameter, not router state). */
export function PreviewTicketsRoute() {
  const [params] = useSearchParams();
  const eventId = params.get('eventid') ?? '';
  const result = useEventTickets(eventId);
  const name = result.data?.[0]?.eventName;
  if (!isLegacyId(eventId)) return <Banner tone="info">{TICKETS_COPY.missingEvent}</Banner>;
  return (
    <section aria-labelledby="preview-heading">
      <p>
        <Link to={paths.tickets}>← {TICKETS_COPY.back}</Link>
      </p>
      <h1 id="preview-heading">{name ? TICKETS_COPY.previewHeading(name) : 'Your tickets for this event'}</h1>
      <TicketsView {...result} showEventLink={false} />
    </section>
  );
}
