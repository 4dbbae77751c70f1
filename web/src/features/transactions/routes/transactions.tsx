import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useTransactions } from '../api/transactions.ts';
import { TransactionsTable } from '../components/transactions-table.tsx';
import { TRANSACTIONS_COPY as COPY } from '../messages.ts';

/** /transactions: the customer's transaction list, each with its details. */
export function TransactionsRoute() {
  const { data, error, isLoading } = useTransactions();
  return (
    <section aria-labelledby="tx-heading">
      <h1 id="tx-heading">{COPY.listHeading}</h1>
      {isLoading ? (
        <Spinner label="Loading transactions…" />
      ) : error || !data ? (
        <Banner tone="error">{problemDetail(error)}</Banner>
      ) : data.length === 0 ? (
        <EmptyState announce message={COPY.empty} />
      ) : (
        <TransactionsTable rows={data} caption={COPY.listHeading} />
      )}
    </section>
  );
}
