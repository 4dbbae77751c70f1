import { Link, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { EventScreen } from '../../../ui/event-screen.tsx';
import { useRefundManagement } from '../api/organiser-money.ts';
import { EventPicker } from '../components/event-picker.tsx';
import styles from '../components/money.module.css';
import { RefundRequestsTable } from '../components/refund-requests-table.tsx';
import { RefundRulesForm } from '../components/refund-rules-form.tsx';
import { REFUND_ADMIN_COPY as COPY, PAYOUT_COPY } from '../messages.ts';

/** /view-refund-request?eventid=ID: the rules form above, the requests table below. */
export function RefundRequestsRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const read = useRefundManagement(eventId);
  if (!eventId) return <EventPicker title={COPY.title} to={paths.viewRefundRequest} />;
  return (
    <EventScreen
      title={COPY.title}
      noEvent={COPY.noEvent}
      loadingLabel={COPY.loading}
      eventId={eventId}
      read={read}
    >
      {(data) => (
        <section aria-labelledby="refunds-heading" className={styles.page}>
          <h1 id="refunds-heading">
            {COPY.title}: {data.eventName}
          </h1>
          <RefundRulesForm
            key={String(data.settings.policyLocked)}
            eventId={eventId}
            data={data}
            onSaved={() => read.mutate()}
            onRetry={() => read.mutate()}
          />
          <RefundRequestsTable
            eventId={eventId}
            data={data}
            onDecided={() => read.mutate()}
            onRetry={() => read.mutate()}
          />
          <p>
            <Link to={linkTo(paths.payout, { query: { eventid: eventId } })}>{PAYOUT_COPY.title}</Link>
          </p>
        </section>
      )}
    </EventScreen>
  );
}
