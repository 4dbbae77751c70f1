import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useTransactions } from '../api/transactions.ts';
import { TRANSACTIONS_COPY as COPY } from '../messages.ts';

/** /transactions-view without an event: the events the customer paid for, each a link. */
export function EventPicker() {
  const { data, error, isLoading } = useTransactions();
  if (isLoading) return <Spinner label="Loading transactions…" />;
  if (error || !data) return <Banner tone="error">{problemDetail(error)}</Banner>;
  const events = new Map<string, string>();
  for (const t of data) if (t.eventId) events.set(t.eventId, t.eventName);
  return (
    <section aria-labelledby="tx-pick-heading">
      <h1 id="tx-pick-heading">{COPY.viewHeading}</h1>
      {events.size === 0 ? (
        <p role="status">{COPY.empty}</p>
      ) : (
        <>
          <p>{COPY.chooseEvent}</p>
          <ul>
            {[...events].map(([id, name]) => (
              <li key={id}>
                <Link to={linkTo(paths.transactionsView, { query: { q_id: id } })}>{name}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
