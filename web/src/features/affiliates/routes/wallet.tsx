import { formatRand } from '@tix/contract/domain/money';
import { isLegacyId } from '@tix/contract/model/ids';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useRecruitWallet } from '../api/affiliates.ts';
import styles from '../components/affiliates.module.css';
import { LinkedEvents } from '../components/linked-events.tsx';
import { LoadState } from '../components/load-state.tsx';
import { RecruitIcon } from '../components/recruit-icon.tsx';
import { AFFILIATE_PAGES_COPY as C } from '../pages-messages.ts';

/** /wallet?recruitid=: one recruit's events and the commission each earned the partner. */
export function WalletRoute() {
  const recruitId = useSearchParams()[0].get('recruitid');
  const wallet = useRecruitWallet(recruitId && isLegacyId(recruitId) ? recruitId : null);
  return (
    <section aria-labelledby="wallet-heading">
      <p>
        <Link to={paths.myRecruits}>← {C.back}</Link>
      </p>
      <h1 id="wallet-heading">{C.walletTitle}</h1>
      {!recruitId ? (
        <EmptyState message={C.chooseRecruit} next={{ to: paths.myRecruits, label: C.myRecruits }} />
      ) : (
        <LoadState {...wallet} retry={() => wallet.mutate()}>
          {(w) => (
            <>
              <h2 className={styles.recruitText}>
                <span>
                  <RecruitIcon status={w.recruit.status} /> {w.recruit.name}
                </span>
              </h2>
              <dl className={styles.figures}>
                <div className={`${styles.figure} ${styles.main}`}>
                  <dt>{C.walletTotal}</dt>
                  <dd>{formatRand(w.totalEarningsCents)}</dd>
                </div>
              </dl>
              {w.recruit.status === 'no event' ? (
                <p>{C.noRecruitEvent}</p>
              ) : (
                <LinkedEvents rows={w.events} withEmptyStep={false} />
              )}
            </>
          )}
        </LoadState>
      )}
    </section>
  );
}
