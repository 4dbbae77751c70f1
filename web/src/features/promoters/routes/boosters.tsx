import { formatRand } from '@tix/contract/domain/money';
import type { Promoter } from '@tix/contract/model/promoter';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Banner } from '../../../ui/banner.tsx';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePromoters } from '../api/promoters.ts';
import { PROMOTERS_COPY as COPY } from '../messages.ts';
import styles from '../promoters.module.css';

const editLink = (p: Promoter) => linkTo(paths.editBooster, { query: { promoterid: p.id } });

/** The spec's green tick (activation 1) or red cross, with words for screen readers. */
export function ActivationMark({ activation }: { activation: number }) {
  const active = activation === 1;
  return (
    <span className={active ? styles.tick : styles.cross}>
      <span aria-hidden="true">{active ? '✓' : '✗'}</span> {active ? COPY.active : COPY.inactive}
    </span>
  );
}

const COLUMNS: readonly Column<Promoter>[] = [
  { header: COPY.columns.name, cell: (p) => <Link to={editLink(p)}>{p.fullName}</Link> },
  { header: COPY.columns.email, cell: (p) => p.email ?? '—' },
  { header: COPY.columns.phone, cell: (p) => p.phone ?? '—' },
  { header: COPY.columns.credit, cell: (p) => formatRand(p.creditCents) },
  { header: COPY.columns.balance, cell: (p) => (p.balanceCents === null ? '—' : formatRand(p.balanceCents)) },
  { header: COPY.columns.sold, cell: (p) => (p.soldCents === null ? '—' : formatRand(p.soldCents)) },
  { header: COPY.columns.status, cell: (p) => <ActivationMark activation={p.activation} /> },
];

/** /boosters and /promoters-list: the organiser's promoters, searchable, each to /editbooster. */
export function BoostersRoute() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const { data, error, isLoading, mutate } = usePromoters(search);
  return (
    <section aria-labelledby="promoters-heading" className={styles.stack}>
      <div className={styles.bar}>
        <h1 id="promoters-heading">{COPY.title}</h1>
        <Link className="button" to={paths.addBooster}>
          {COPY.add}
        </Link>
      </div>
      <SearchField
        id="promoter-search"
        label={COPY.searchLabel}
        hint={COPY.searchHint}
        value={text}
        onChange={setText}
      />
      {isLoading && !data ? (
        <Spinner label={COPY.loading} />
      ) : error || !data ? (
        <div className={styles.stack}>
          <Banner tone="error">{problemDetail(error)}</Banner>
          <button type="button" className="button" onClick={() => mutate()}>
            {COPY.retry}
          </button>
        </div>
      ) : data.length === 0 ? (
        <EmptyState message={COPY.empty} next={{ to: paths.addBooster, label: COPY.add }} announce />
      ) : (
        <DataTable caption={COPY.title} columns={COLUMNS} rows={data} rowKey={(p) => p.id} />
      )}
    </section>
  );
}
