import { urlOf } from '@tix/contract/api/client';
import { PHONE_PAGE_SIZE } from '@tix/contract/domain/ui-limits';
import type { OrganiserCustomer } from '@tix/contract/model/organiser';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { endpoints } from '../../../lib/endpoints.ts';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Banner } from '../../../ui/banner.tsx';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { DownloadButton } from '../../../ui/download-button.tsx';
import { Pagination, usePages } from '../../../ui/pagination.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useCustomers } from '../api/customers.ts';
import { CUSTOMERS_COPY as COPY } from '../messages.ts';
import styles from './customers.module.css';

const COLUMNS: readonly Column<OrganiserCustomer>[] = [
  {
    header: COPY.columns.name,
    // The profile reads the customer from the navigation state, as the legacy's does.
    cell: (c) => (
      <Link to={paths.customerProfile} state={{ customer: c }}>
        {c.fullName}
      </Link>
    ),
  },
  { header: COPY.columns.email, cell: (c) => c.email ?? COPY.none },
  { header: COPY.columns.phone, cell: (c) => c.phone ?? COPY.none },
];

/** /customers: everyone who bought a ticket to one of the organiser's events, with a search. */
export function CustomersRoute() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const { data, error, isLoading, mutate } = useCustomers(search);
  return (
    <section aria-labelledby="customers-heading">
      <h1 id="customers-heading">{COPY.title}</h1>
      <div className={styles.export}>
        <DownloadButton
          href={urlOf(endpoints.exportCustomers)}
          label={COPY.export}
          fileName="customers.csv"
        />
      </div>
      <SearchField
        id="customer-search"
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
        <p role="status" className={styles.empty}>
          {COPY.empty}
        </p>
      ) : (
        <CustomersTable key={search} customers={data} />
      )}
    </section>
  );
}

/** Every customer on a wide screen; a phone pages them, a few cards at a time. */
function CustomersTable({ customers }: { customers: readonly OrganiserCustomer[] }) {
  const { page, pages, setPage, rows } = usePages(customers, customers.length, 0, PHONE_PAGE_SIZE);
  return (
    <>
      <DataTable caption={COPY.title} columns={COLUMNS} rows={rows} rowKey={(c) => c.id} />
      <Pagination page={page} pages={pages} onPage={setPage} />
    </>
  );
}
