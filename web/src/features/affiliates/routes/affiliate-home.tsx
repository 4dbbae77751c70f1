import { formatRand } from '@tix/contract/domain/money';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useEarnings, useLinkedEvents, usePayoutRequests, useRecruitCount } from '../api/affiliates.ts';
import styles from '../components/affiliates.module.css';
import { LinkedEvents } from '../components/linked-events.tsx';
import { LoadState } from '../components/load-state.tsx';
import { PayoutForm } from '../components/payout-form.tsx';
import { PayoutHistory } from '../components/payout-history.tsx';
import { AFFILIATE_COPY as C } from '../messages.ts';

/** /in: what the partner earned, what can be paid out now, the requests so far and the events behind it. */
export function AffiliateHomeRoute() {
  const { account } = useSession();
  const earnings = useEarnings();
  const payouts = usePayoutRequests();
  const events = useLinkedEvents();
  const recruits = useRecruitCount();
  return (
    <section aria-labelledby="affiliate-heading">
      <h1 id="affiliate-heading">{C.welcome(account?.accountName ?? '')}</h1>
      <p className={styles.note}>{C.homeTitle}</p>
      <LoadState {...earnings} retry={() => earnings.mutate()}>
        {(e) => (
          <>
            <dl className={styles.figures}>
              <div className={`${styles.figure} ${styles.main}`}>
                <dt>{C.available}</dt>
                <dd>{formatRand(e.availableEarningsCents)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{C.gross}</dt>
                <dd>{formatRand(e.totalEarningsCents)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{C.paidOut}</dt>
                <dd>{formatRand(e.payoutCents)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{C.recruitCount}</dt>
                <dd data-testid="recruit-count">{recruits.data ? recruits.data.recruitCount : '—'}</dd>
              </div>
            </dl>
            <p className={styles.note}>
              {C.eligibleNote} {C.minimumNote}
            </p>
            {e.canRequestPayout ? (
              <PayoutForm availableCents={e.availableEarningsCents} />
            ) : (
              <p role="status">
                {C.notYet} <Link to={paths.affiliateLink}>{C.toLink}</Link>
              </p>
            )}
          </>
        )}
      </LoadState>
      <section className={styles.section} aria-labelledby="payouts-heading">
        <h2 id="payouts-heading">{C.historyTitle}</h2>
        <LoadState {...payouts} retry={() => payouts.mutate()}>
          {(rows) => <PayoutHistory rows={rows} />}
        </LoadState>
      </section>
      <section className={styles.section} aria-labelledby="events-heading">
        <h2 id="events-heading">{C.eventsTitle}</h2>
        <LoadState {...events} retry={() => events.mutate()}>
          {(rows) => <LinkedEvents rows={rows} />}
        </LoadState>
        <p>
          <Link to={paths.myRecruits}>{C.myRecruits}</Link>
        </p>
      </section>
    </section>
  );
}
