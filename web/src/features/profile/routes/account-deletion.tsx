import {
  ACCOUNT_DELETION_MESSAGES,
  accountDeletionCodeSchema,
  accountDeletionSchema,
} from '@tix/contract/forms/account-deletion';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail, statusOf } from '../../../lib/problem.ts';
import { useSession } from '../../../lib/session.ts';
import { Banner } from '../../../ui/banner.tsx';
import { CodeField, Field, formStyles, SubmitButton, TextArea } from '../../../ui/form-fields.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { requestAccountDeletion, useConfirmDeletion } from '../api/profile.ts';
import { DELETION_COPY as C } from '../messages.ts';
import styles from './profile.module.css';

/** A refusal shows the server's message; a failure to reach it the spec's sentence. */
const failure = (error: unknown) =>
  (statusOf(error) ?? 500) >= 500 ? ACCOUNT_DELETION_MESSAGES.networkError : problemDetail(error);

/**
 * /acc_del: email, password and reason; the emailed code; then the account and the session are
 * gone. Customers are sent to /customerdashboard, guests to /login (before the deletion).
 */
export function AccountDeletionRoute() {
  const { session, account } = useSession();
  const confirm = useConfirmDeletion();
  const [step, setStep] = useState<'request' | 'code'>('request');
  const [done, setDone] = useState<string | null>(null);
  // Set while the code is being confirmed: the session ends during the call, and the guards
  // below must not send the user to /login before the final card shows.
  const [confirming, setConfirming] = useState(false);

  const requestForm = useForm(
    accountDeletionSchema,
    (d) => ({ email: textOf(d, 'email'), password: textOf(d, 'password'), reason: textOf(d, 'reason') }),
    async (body) => {
      try {
        await requestAccountDeletion(body);
        setStep('code');
      } catch (error) {
        requestForm.show(failure(error));
      }
    },
  );
  const codeForm = useForm(
    accountDeletionCodeSchema,
    (d) => ({ code: textOf(d, 'code') }),
    async ({ code }) => {
      setConfirming(true);
      try {
        const { message } = await confirm(code);
        setDone(message || C.done);
      } catch (error) {
        codeForm.show(failure(error));
      } finally {
        setConfirming(false);
      }
    },
  );

  if (done !== null) {
    return (
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="deleted-heading">
        <h1 id="deleted-heading">{C.done}</h1>
        <Banner tone="success">{done}</Banner>
        <Link to={paths.home}>{C.home}</Link>
      </section>
    );
  }
  if (!session || (confirming && !account)) return <Spinner />;
  if (!account) return <Navigate to={paths.login} replace />;
  if (account.accountType === 'customer') return <Navigate to={paths.customerDashboard} replace />;

  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="deletion-heading">
      <h1 id="deletion-heading">{C.heading}</h1>
      {step === 'request' ? (
        <form
          key="request"
          className={formStyles.form}
          onSubmit={requestForm.onSubmit}
          onChange={requestForm.onChange}
          noValidate
        >
          <p>{C.intro}</p>
          {requestForm.banner}
          <Field
            label={C.email}
            name="email"
            type="email"
            autoComplete="email"
            invalid={requestForm.invalid}
          />
          <Field
            label={C.password}
            name="password"
            type="password"
            autoComplete="current-password"
            invalid={requestForm.invalid}
          />
          <TextArea label={C.reason} name="reason" invalid={requestForm.invalid} />
          <SubmitButton busy={requestForm.busy} busyLabel="Sending…">
            {C.request}
          </SubmitButton>
        </form>
      ) : (
        <form
          key="code"
          className={formStyles.form}
          onSubmit={codeForm.onSubmit}
          onChange={codeForm.onChange}
          noValidate
        >
          <p>{C.codeIntro}</p>
          {codeForm.banner}
          <CodeField label={C.code} invalid={codeForm.invalid} />
          <SubmitButton busy={codeForm.busy} busyLabel="Deleting…">
            {C.confirm}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
