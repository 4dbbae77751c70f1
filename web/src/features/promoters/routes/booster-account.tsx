import { formatRand } from '@tix/contract/domain/money';
import { boosterSellBlockMessage } from '@tix/contract/domain/promoters';
import type { BoosterAccountDetails } from '@tix/contract/model/booster';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBoosterAccount } from '../api/booster.ts';
import { BOOSTER_COPY as COPY } from '../messages.ts';
import styles from '../promoters.module.css';

/** Loads the booster's account; a spinner, then the failure and a retry, or the page. */
function WithAccount({ children }: { children: (account: BoosterAccountDetails) => ReactNode }) {
  const { data, error, isLoading, mutate } = useBoosterAccount();
  if (isLoading && !data) return <Spinner label={COPY.loading} />;
  if (error || !data)
    return (
      <div className={styles.stack}>
        <Banner tone="error">{problemDetail(error)}</Banner>
        <button type="button" className="button" onClick={() => mutate()}>
          {COPY.retry}
        </button>
      </div>
    );
  return <>{children(data)}</>;
}

/** ZAR, as the spec writes the booster's credit. */
const zar = (cents: number) => `ZAR ${formatRand(cents).replace(/^R/, '')}`;

/** /Boosterdashboard: the name in capitals, the credit, and the menu; Sell greyed when it may not sell. */
export function BoosterDashboardRoute() {
  return (
    <WithAccount>
      {(a) => {
        const blocked = boosterSellBlockMessage(a.sellBlock);
        return (
          <section aria-labelledby="booster-heading" className={styles.stack}>
            <h1 id="booster-heading">{a.name.toUpperCase()}</h1>
            <div className={styles.card}>
              <span className={styles.muted}>{COPY.balance}</span>
              <span className={styles.figure}>{zar(a.balanceCents)}</span>
              {a.creditCents !== null && (
                <span className={styles.muted}>
                  {COPY.credit}: {zar(a.creditCents)}
                </span>
              )}
            </div>
            <nav aria-label={COPY.actions} className={styles.menu}>
              {blocked ? (
                <span className={`button ${styles.disabled}`} aria-disabled="true">
                  {COPY.menu.sell} — {blocked}
                </span>
              ) : (
                <Link className="button" to={paths.sellTickets}>
                  {COPY.menu.sell}
                </Link>
              )}
              <Link className="button" to={paths.boosterProfile}>
                {COPY.menu.profile}
              </Link>
              <Link className="button" to={paths.accountStatus}>
                {COPY.menu.status}
              </Link>
              <Link className="button" to={paths.logout}>
                {COPY.menu.logout}
              </Link>
            </nav>
          </section>
        );
      }}
    </WithAccount>
  );
}

/** /Boosterprofile: who the booster is and the business that manages it. */
export function BoosterProfileRoute() {
  return (
    <WithAccount>
      {(a) => (
        <section aria-labelledby="booster-profile-heading" className={styles.stack}>
          <h1 id="booster-profile-heading">{COPY.profileTitle}</h1>
          <dl className={styles.dl}>
            <dt>{COPY.profile.name}</dt>
            <dd>{a.name}</dd>
            <dt>{COPY.profile.email}</dt>
            <dd>{a.email ?? '—'}</dd>
            <dt>{COPY.profile.phone}</dt>
            <dd>{a.phone ?? '—'}</dd>
            <dt>{COPY.profile.password}</dt>
            <dd>
              <span aria-hidden="true">••••••••</span>
              <span className="visually-hidden">Hidden</span>
            </dd>
            <dt>{COPY.profile.type}</dt>
            <dd>{COPY.accountType}</dd>
            <dt>{COPY.profile.business}</dt>
            <dd>{a.businessName}</dd>
          </dl>
        </section>
      )}
    </WithAccount>
  );
}

/** /accountstatus: the spec's two sentences. */
export function AccountStatusRoute() {
  return (
    <WithAccount>
      {(a) => (
        <section aria-labelledby="status-heading" className={styles.stack}>
          <h1 id="status-heading">{COPY.statusTitle}</h1>
          <p className={a.activation === 1 ? styles.tick : styles.cross}>
            {a.activation === 1 ? COPY.accountActive : COPY.accountNotActive}
          </p>
        </section>
      )}
    </WithAccount>
  );
}
