import { setPasswordCodeSchema, setPasswordSchema } from '@tix/contract/forms/account';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { CodeField, Field, formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { isRecoveryState, saveNewPassword, verifyResetCode } from '../api/recovery.ts';
import { RECOVERY_COPY as C } from '../messages.ts';
import styles from './account-page.module.css';

type Step = 'code' | 'password' | 'saved';

/** /set-password: code ('Verify identity'), new password ('Save password'), then 'New password saved'. */
export function SetPasswordRoute() {
  const { state } = useLocation();
  const recovery = isRecoveryState(state) ? state : null;
  const [step, setStep] = useState<Step>('code');

  const codeForm = useForm(
    setPasswordCodeSchema,
    (data) => ({ code: textOf(data, 'code') }),
    async ({ code }) => {
      try {
        await verifyResetCode(code);
        setStep('password');
      } catch (error) {
        codeForm.show(problemDetail(error));
      }
    },
  );
  const passwordForm = useForm(
    setPasswordSchema,
    (data) => ({ password: textOf(data, 'password'), confirmPassword: textOf(data, 'confirmPassword') }),
    async (body) => {
      try {
        await saveNewPassword(body);
        setStep('saved');
      } catch (error) {
        passwordForm.show(problemDetail(error));
      }
    },
  );

  if (step === 'saved') {
    return (
      <section className={styles.card} aria-labelledby="saved-heading">
        <h1 id="saved-heading">{C.saved}</h1>
        <p>{C.savedIntro}</p>
        <Link to={paths.login} className="button">
          {C.logIn}
        </Link>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="set-password-heading">
      <h1 id="set-password-heading">{C.setHeading}</h1>
      {step === 'code' ? (
        <form
          key="code"
          className={formStyles.form}
          onSubmit={codeForm.onSubmit}
          onChange={codeForm.onChange}
          noValidate
        >
          {recovery && <p>{recovery.message || C.codeSentTo(recovery.accountName)}</p>}
          {codeForm.banner}
          <CodeField label={C.code} invalid={codeForm.invalid} />
          <SubmitButton busy={codeForm.busy} busyLabel="Checking…">
            {C.verify}
          </SubmitButton>
        </form>
      ) : (
        <form
          key="password"
          className={formStyles.form}
          onSubmit={passwordForm.onSubmit}
          onChange={passwordForm.onChange}
          noValidate
        >
          {passwordForm.banner}
          <Field
            label={C.newPassword}
            name="password"
            type="password"
            autoComplete="new-password"
            invalid={passwordForm.invalid}
          />
          <Field
            label={C.confirmPassword}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            invalid={passwordForm.invalid}
          />
          <SubmitButton busy={passwordForm.busy} busyLabel="Saving…">
            {C.save}
          </SubmitButton>
        </form>
      )}
      <p>
        <Link to={paths.login}>{C.backToLogin}</Link>
      </p>
    </section>
  );
}
