import { ApiError } from '@tix/contract/api/client';
import { BANK_OPTIONS, OTHER_BANK, universalBranchCode } from '@tix/contract/domain/banks';
import { todayInSouthAfrica } from '@tix/contract/domain/dates';
import { BANNER_TIMEOUTS_MS } from '@tix/contract/domain/ui-limits';
import { customerBankDetailsSchema, organiserOrPartnerBankDetailsSchema } from '@tix/contract/forms/bank';
import { validateForm } from '@tix/contract/forms/validate';
import type { BankDetails } from '@tix/contract/model/bank';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { formatDay } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { bankDetailsKey, putBankDetails, readBankState, useBankDetails } from '../api/bank.ts';
import { BankFields, type BankFormValues, initialValues } from '../components/bank-form.tsx';
import { PasswordDialog } from '../components/password-dialog.tsx';
import { BANK_COPY } from '../messages.ts';
import styles from './bank.module.css';

/** /edit-b-details: the form, then the password check, then the save. */
export function EditBankDetailsRoute() {
  const { data, isLoading } = useBankDetails();
  if (isLoading) return <Spinner label="Loading bank details…" />;
  return <EditForm saved={data?.found ? data.details : null} />;
}

function EditForm({ saved }: { saved: BankDetails | null }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const type = useSession().account?.accountType;
  // Customers' wording differs from organisers' and partners' (spec part 3, section 5).
  const schema = type === 'customer' ? customerBankDetailsSchema : organiserOrPartnerBankDetailsSchema;
  const state = readBankState(useLocation().state);
  const banks: readonly string[] = state.banks?.length
    ? [...new Set([...state.banks.filter((b) => b !== OTHER_BANK), OTHER_BANK])]
    : BANK_OPTIONS;
  const [values, setValues] = useState<BankFormValues>(() => initialValues(saved, banks));
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const details = { ...values, branchCode: universalBranchCode(values.bank) ?? values.branchCode };

  const review = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(schema, details);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    setDialogError(null);
    setAsking(true);
  };

  const save = async (password: string) => {
    setBusy(true);
    try {
      const { message } = await putBankDetails({ details, password });
      await mutate(bankDetailsKey);
      setAsking(false);
      // Sent here from a refund: back to it (the form kept what was typed), saying it was saved.
      if (state.from) navigate(state.from, { state: { bankSaved: message } });
      else navigate(paths.bankDetails, { state: { saved: message } });
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.status < 500;
      const network = type === 'partner' ? BANK_COPY.networkErrorPartner : BANK_COPY.failed;
      setDialogError(refused ? failure.problem.detail : network);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="edit-bank-heading">
      <p className={styles.links}>
        {state.from ? (
          <Link to={state.from}>← {BANK_COPY.backToRefund}</Link>
        ) : (
          <Link to={paths.bankDetails}>← {BANK_COPY.back}</Link>
        )}
        {type === 'partner' && <Link to={paths.affiliateHome}>{BANK_COPY.maybeLater}</Link>}
      </p>
      <h1 id="edit-bank-heading">{BANK_COPY.editHeading}</h1>
      {error && (
        <Banner
          key={error}
          tone="error"
          hideAfterMs={BANNER_TIMEOUTS_MS.bankDetails}
          onHide={() => setError(null)}
        >
          {error}
        </Banner>
      )}
      <form onSubmit={review} noValidate>
        <BankFields
          values={values}
          banks={banks}
          masked={saved?.accountNumberMasked ?? null}
          onChange={setValues}
        />
        <p>
          {BANK_COPY.updatedOn}: {formatDay(todayInSouthAfrica())}
        </p>
        <button type="submit" className="button">
          {saved ? BANK_COPY.updateButton : BANK_COPY.addButton}
        </button>
      </form>
      <PasswordDialog
        open={asking}
        busy={busy}
        error={dialogError}
        onConfirm={save}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}
