import { Link, useLocation } from 'react-router-dom';
import { formatDay } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { readBankState, useBankDetails } from '../api/bank.ts';
import { BANK_COPY } from '../messages.ts';
import styles from './bank.module.css';

const TYPE_LABELS: Record<string, string> = {
  cheque: 'Cheque/Current',
  savings: 'Savings',
  business: 'Business',
};

/** /b-details: the saved bank details, read only, with Edit or '+ Add'. */
export function BankDetailsRoute() {
  const state = readBankState(useLocation().state);
  const { data, error, isLoading } = useBankDetails();
  const addLink = (
    <Link className="button" to={paths.editBankDetails} state={{ banks: state.banks, from: state.from }}>
      {BANK_COPY.add}
    </Link>
  );

  const body = () => {
    if (isLoading) return <Spinner label="Loading bank details…" />;
    if (error || !data) {
      return (
        <div className={styles.info}>
          <p>{problemDetail(error)}</p>
          {addLink}
        </div>
      );
    }
    if (!data.found) {
      return (
        <div className={styles.info}>
          <p>{data.message}</p>
          {addLink}
        </div>
      );
    }
    const d = data.details;
    return (
      <>
        <dl className={styles.facts}>
          <dt>{BANK_COPY.bank}</dt>
          <dd>{d.bank}</dd>
          <dt>{BANK_COPY.holder}</dt>
          <dd>{d.accountHolder}</dd>
          <dt>{BANK_COPY.number}</dt>
          <dd>{d.accountNumberMasked}</dd>
          <dt>{BANK_COPY.type}</dt>
          <dd>{TYPE_LABELS[d.accountType] ?? d.accountType}</dd>
          <dt>{BANK_COPY.branch}</dt>
          <dd>{d.branchCode}</dd>
          {d.createdOn && (
            <>
              <dt>{BANK_COPY.createdOn}</dt>
              <dd>{formatDay(d.createdOn)}</dd>
            </>
          )}
        </dl>
        <Link className="button" to={paths.editBankDetails} state={{ banks: state.banks, from: state.from }}>
          {BANK_COPY.edit}
        </Link>
      </>
    );
  };

  return (
    <section aria-labelledby="bank-heading">
      <h1 id="bank-heading">{BANK_COPY.heading}</h1>
      {state.message && <Banner tone="error">{state.message}</Banner>}
      {state.saved && (
        <Banner tone="success" hideAfterMs={5000}>
          {state.saved}
        </Banner>
      )}
      {body()}
      {state.from && (
        <p>
          <Link to={state.from}>← {BANK_COPY.backToRefund}</Link>
        </p>
      )}
    </section>
  );
}
