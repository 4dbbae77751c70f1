import { verificationSchema } from '@tix/contract/forms/account';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { HOME_OF } from '../../../lib/session.ts';
import { CodeField, formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { isVerificationState, resendVerificationCode, useCompleteRegistration } from '../api/registration.ts';
import { ResendCode } from '../components/resend-code.tsx';
import { VERIFICATION_COPY as C } from '../messages.ts';
import styles from './account-page.module.css';

/**
 * /verification: the emailed code creates the account, which is then logged in and lands on its
 * home (the spec's "then login", done for the user). Without a pending registration, back to
 * /registration (the spec's /register is not a route of the product).
 */
export function VerificationRoute() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const complete = useCompleteRegistration();
  const pending = isVerificationState(state) ? state : null;
  const form = useForm(
    verificationSchema,
    (data) => ({ code: textOf(data, 'code') }),
    async ({ code }) => {
      if (!pending) return;
      try {
        const session = await complete(code, pending.password);
        navigate(session.loggedIn ? HOME_OF[session.accountType] : paths.login, { replace: true });
      } catch (error) {
        form.show(problemDetail(error));
      }
    },
  );

  if (!pending) return <Navigate to={paths.registration} replace />;

  async function resend() {
    try {
      await resendVerificationCode();
      form.show(C.resent, 'success');
      return true;
    } catch (error) {
      form.show(problemDetail(error));
      return false;
    }
  }

  return (
    <section className={styles.card} aria-labelledby="verification-heading">
      <h1 id="verification-heading">{C.heading}</h1>
      <p>{C.sentTo(pending.email)}</p>
      <form className={formStyles.form} onSubmit={form.onSubmit} onChange={form.onChange} noValidate>
        {form.banner}
        <CodeField label={C.code} invalid={form.invalid} />
        <SubmitButton busy={form.busy} busyLabel="Verifying…">
          {C.submit}
        </SubmitButton>
      </form>
      <p className={styles.centred}>
        <ResendCode onResend={resend} />
      </p>
    </section>
  );
}
