import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/dates.ts';
import { type AppPath, linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useOwnEvents } from '../api/organiser-money.ts';
import { PICKER_COPY as COPY } from '../messages.ts';
import styles from './money.module.css';

type EventPath = typeof paths.payout | typeof paths.viewRefundRequest | typeof paths.report;

/** A money screen opened without an event: the organiser's events, each a link to it. */
export function EventPicker({ title, to }: { title: string; to: EventPath & AppPath }) {
  const { data, error, isLoading, mutate } = useOwnEvents();
  let body: React.ReactNode;
  if (isLoading) body = <Spinner label={COPY.loading} />;
  else if (error || !data)
    body = (
      <div className={styles.actions}>
        <Banner tone="error">{problemDetail(error)}</Banner>
        <button type="button" className="button" onClick={() => mutate()}>
          Try again
        </button>
      </div>
    );
  else if (data.length === 0)
    body = <EmptyState message={COPY.empty} next={{ to: paths.addEvent, label: COPY.create }} />;
  else
    body = (
      <>
        <p>{COPY.intro}</p>
        <ul>
          {data.map((e) => (
            <li key={e.id}>
              <Link to={linkTo(to, { query: { eventid: e.id } })}>{e.name}</Link>
              {e.day && <span className={styles.muted}> · {formatDay(e.day)}</span>}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <section aria-labelledby="money-pick" className={styles.page}>
      <h1 id="money-pick">{title}</h1>
      {body}
    </section>
  );
}
