import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useSession } from '../../../lib/session.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useOrganiserEvents, useTransactions } from '../api/transactions.ts';
import { TRANSACTIONS_COPY as COPY } from '../messages.ts';

/**
 * /transactions-view without an event: the events the customer paid for, or the organiser's own
 * events, each a link.
 */
export function EventPicker() {
  const organiser = useSession().account?.accountType === 'business';
  const bought = useTransactions(!organiser);
  const own = useOrganiserEvents(organiser);
  const { error, isLoading } = organiser ? own : bought;
  if (isLoading) return <Spinner label="Loading transactions…" />;
  if (error || !(organiser ? own.data : bought.data))
    return <Banner tone="error">{problemDetail(error)}</Banner>;
  const events = new Map<string, string>();
  for (const e of own.data ?? []) events.set(e.id, e.name);
  for (const t of bought.data ?? []) if (t.eventId) events.set(t.eventId, t.eventName);
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
