import type { PayoutPage } from '@tix/contract/api/organiser-money';
import { formatRand } from '@tix/contract/domain/money';
import type { PayoutSummary as Summary } from '@tix/contract/model/payout';
import { Banner } from '../../../ui/banner.tsx';
import { PAYOUT_COPY as COPY } from '../messages.ts';
import styles from './money.module.css';

const R = COPY.rows;

/** The summary rows; a sponsored event hides the budget rows and strikes the payout fee through. */
function Rows({ s, availableCents }: { s: Summary; availableCents: number }) {
  const rows: [string, React.ReactNode][] = [[R.gross, formatRand(s.grossSalesCents)]];
  if (!s.sponsored) {
    rows.push(
      [R.budget, formatRand(s.budgetCents)],
      [R.fees, formatRand(s.feesDeductedCents)],
      [R.balance, formatRand(s.budgetBalanceCents)],
    );
  }
  const fee = formatRand(s.sponsored ? 1000 : s.payoutFeeCents);
  rows.push(
    [
      R.payoutFee,
      s.sponsored ? (
        <>
          <s className={styles.struck}>{fee}</s> <span>{COPY.waived}</span>
        </>
      ) : (
        `− ${fee}`
      ),
    ],
    [R.refunds, `− ${formatRand(s.approvedRefundsCents)}`],
    [R.requested, `− ${formatRand(s.payoutsRequestedCents)}`],
  );
  return (
    <dl className={styles.summary}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <dt className={styles.total}>{R.net}</dt>
      <dd className={styles.total}>{formatRand(availableCents)}</dd>
    </dl>
  );
}

/** The payout summary table, or the reduced table with the message when it failed. */
export function PayoutSummaryCard({ page }: { page: PayoutPage }) {
  return (
    <section aria-labelledby="payout-summary" className={styles.card}>
      <h2 id="payout-summary">{COPY.summaryTitle}</h2>
      {page.summary ? (
        <>
          <p className={styles.muted}>
            {COPY.status}: <strong>{page.summary.status}</strong>
            {page.phase && (
              <>
                {' · '}
                {COPY.phase}: <strong>{page.phase}</strong>
              </>
            )}
          </p>
          <Rows s={page.summary} availableCents={page.availableCents} />
          <p className={styles.muted}>{COPY.realTime}</p>
        </>
      ) : (
        <>
          <Banner tone="warning">{page.message ?? COPY.reduced}</Banner>
          <dl className={styles.summary}>
            <dt className={styles.total}>{R.net}</dt>
            <dd className={styles.total}>{formatRand(0)}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
