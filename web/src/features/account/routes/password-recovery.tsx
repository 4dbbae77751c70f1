import { passwordRecoverySchema } from '@tix/contract/forms/account';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Checkbox, Field, formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { type RecoveryState, startPasswordRecovery } from '../api/recovery.ts';
import { RECOVERY_COPY as C } from '../messages.ts';
import styles from './account-page.module.css';

/** /password: email or phone plus the affiliate checkbox; a reset code goes out, then /set-password. */
export function PasswordRecoveryRoute() {
  const navigate = useNavigate();
  const form = useForm(
    passwordRecoverySchema,
    (data) => ({ emailOrPhone: textOf(data, 'emailOrPhone'), affiliate: data.get('affiliate') === 'on' }),
    async (body) => {
      try {
        const started = await startPasswordRecovery(body);
        const state: RecoveryState = { ...started, email: body.emailOrPhone };
        navigate(paths.setPassword, { state });
      } catch (error) {
        form.show(problemDetail(error));
      }
    },
  );

  return (
    <section className={styles.card} aria-labelledby="recovery-heading">
      <h1 id="recovery-heading">{C.heading}</h1>
      <p>{C.intro}</p>
      <form className={formStyles.form} onSubmit={form.onSubmit} onChange={form.onChange} noValidate>
        {form.banner}
        <Field
          label={C.emailOrPhone}
          name="emailOrPhone"
          autoComplete="username"
          inputMode="email"
          invalid={form.invalid}
        />
        <Checkbox label={C.affiliate} name="affiliate" />
        <SubmitButton busy={form.busy} busyLabel="Sending…">
          {C.submit}
        </SubmitButton>
      </form>
      <p>
        <Link to={paths.login}>{C.backToLogin}</Link>
      </p>
    </section>
  );
}
