import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EventScreen } from '../../../ui/event-screen.tsx';
import { PartUnavailable } from '../../../ui/part-unavailable.tsx';
import { usePayout } from '../api/organiser-money.ts';
import { EventPicker } from '../components/event-picker.tsx';
import styles from '../components/money.module.css';
import { PayoutRequest } from '../components/payout-request.tsx';
import { PayoutSummaryCard } from '../components/payout-summary.tsx';
import { RevenueTable } from '../components/revenue-table.tsx';
import { PAYOUT_COPY as COPY } from '../messages.ts';

/** /payout?eventid=ID: what one event earned, what may be paid out, and the request. */
export function PayoutRoute() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const eventId = query.get('eventid')?.trim() || null;
  const read = usePayout(eventId);
  const [refreshing, setRefreshing] = useState(false);
  if (!eventId) return <EventPicker title={COPY.title} to={paths.payout} />;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await read.mutate();
    } finally {
      setRefreshing(false);
    }
  };
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.payout);
  };
  const q = { query: { eventid: eventId } };

  return (
    <EventScreen
      title={COPY.title}
      noEvent={COPY.noEvent}
      loadingLabel={COPY.loading}
      eventId={eventId}
      read={read}
    >
      {(page) => (
        <section aria-labelledby="payout-heading" className={styles.page}>
          <div className={styles.bar}>
            <button type="button" className="button button-secondary" onClick={goBack}>
              ← {COPY.back}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={refresh}
              disabled={refreshing}
              aria-live="polite"
            >
              {refreshing ? COPY.updating : COPY.refresh}
            </button>
          </div>
          <h1 id="payout-heading">
            {COPY.title}: {page.eventName}
          </h1>
          {page.summary?.sponsored && <Banner tone="info">{COPY.sponsored}</Banner>}
          <PayoutRequest eventId={eventId} page={page} onDone={() => read.mutate()} />
          <PayoutSummaryCard page={page} />
          {page.breakdown ? (
            <RevenueTable rows={page.breakdown} />
          ) : (
            <PartUnavailable part={COPY.breakdownPart} onRetry={() => read.mutate()} />
          )}
          <ul className={styles.links}>
            <li>
              <Link to={linkTo(paths.viewRefundRequest, q)}>{COPY.refunds}</Link>
            </li>
            <li>
              <Link to={linkTo(paths.report, q)}>{COPY.report}</Link>
            </li>
            <li>
              <Link to={linkTo(paths.transactionsView, { query: { q_id: eventId } })}>
                {COPY.transactions}
              </Link>
            </li>
          </ul>
        </section>
      )}
    </EventScreen>
  );
}
