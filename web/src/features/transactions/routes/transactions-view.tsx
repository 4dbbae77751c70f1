import { TOAST_MS } from '@tix/contract/domain/ui-limits';
import { isLegacyId } from '@tix/contract/model/ids';
import type { Transaction } from '@tix/contract/model/transaction';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useSession } from '../../../lib/session.ts';
import { BackToEvent } from '../../../ui/back-to-event.tsx';
import { Banner } from '../../../ui/banner.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { postResend, useEventTransactions } from '../api/transactions.ts';
import { EventPicker } from '../components/event-picker.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';
import { TRANSACTIONS_COPY as COPY, SORTS, STATUS_FILTERS } from '../messages.ts';
import { pageOf, type SortKey, type StatusFilter } from '../view-model.ts';
import styles from './transactions.module.css';

/** /transactions-view?q_id={eventid}: summaries, filter, sort, pages of 10 and resend. */
export function TransactionsViewRoute() {
  const [params] = useSearchParams();
  const eventId = params.get('q_id') ?? '';
  if (!isLegacyId(eventId)) return <EventPicker />;
  return <EventTransactions eventId={eventId} />;
}

function EventTransactions({ eventId }: { eventId: string }) {
  const { account } = useSession();
  const { data, error, isLoading, mutate } = useEventTransactions(eventId);
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortKey>('date-desc');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toast, setToast] = useState<{ tone: 'success' | 'error'; text: string; at: number } | null>(null);

  if (isLoading) return <Spinner label="Loading transactions…" />;
  if (error || !data) return <Banner tone="error">{problemDetail(error)}</Banner>;
  const view = pageOf(data.transactions, filter, sort, page);
  const name = data.transactions[0]?.eventName;

  const resend = async (t: Transaction) => {
    setBusyId(t.id);
    try {
      const { message } = await postResend(t.id, eventId);
      setToast({ tone: 'success', text: message, at: Date.now() });
      await mutate();
    } catch (failure) {
      setToast({ tone: 'error', text: problemDetail(failure), at: Date.now() });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="tx-view-heading">
      {account?.accountType === 'business' && <BackToEvent eventId={eventId} />}
      <h1 id="tx-view-heading">{name ? `${COPY.viewHeading}: ${name}` : COPY.viewHeading}</h1>
      {toast && (
        <div className={styles.toast}>
          <Banner key={toast.at} tone={toast.tone} hideAfterMs={TOAST_MS} onHide={() => setToast(null)}>
            {toast.text}
          </Banner>
        </div>
      )}
      {account?.accountType === 'business' && (
        <ul className={styles.links} aria-label={COPY.organiserLinks}>
          <li>
            <Link to={linkTo(paths.payout, { query: { eventid: eventId } })}>{COPY.payout}</Link>
          </li>
          <li>
            <Link to={linkTo(paths.viewRefundRequest, { query: { eventid: eventId } })}>{COPY.refunds}</Link>
          </li>
          <li>
            <Link to={linkTo(paths.report, { query: { eventid: eventId } })}>{COPY.report}</Link>
          </li>
        </ul>
      )}
      <SummaryCards summary={data.summary} />
      <div className={styles.controls}>
        <label htmlFor="tx-filter">{COPY.filter}</label>
        <select
          id="tx-filter"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as StatusFilter);
            setPage(1);
          }}
        >
          {STATUS_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
        <label htmlFor="tx-sort">{COPY.sort}</label>
        <select id="tx-sort" value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {view.total === 0 ? (
        <p role="status">{COPY.empty}</p>
      ) : (
        <>
          <TransactionsTable
            rows={view.rows}
            caption={COPY.viewHeading}
            showBuyer={account?.accountType === 'business'}
            onResend={resend}
            busyId={busyId}
          />
          <Pagination page={view.current} pages={view.pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
