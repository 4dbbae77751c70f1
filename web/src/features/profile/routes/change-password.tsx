import { changePasswordSchema } from '@tix/contract/forms/account';
import { problemDetail } from '../../../lib/problem.ts';
import { Field, formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { changePassword } from '../api/profile.ts';
import { CHANGE_PASSWORD_COPY as C } from '../messages.ts';
import styles from './profile.module.css';

/** /changepassword: the logged-in account's type goes to the BFF from the session, not from here. */
export function ChangePasswordRoute() {
  const form = useForm(
    changePasswordSchema,
    (data) => ({
      currentPassword: textOf(data, 'currentPassword'),
      newPassword: textOf(data, 'newPassword'),
      confirmPassword: textOf(data, 'confirmPassword'),
    }),
    async (body, element) => {
      try {
        const { message } = await changePassword(body);
        element.reset();
        form.show(message || 'Saved', 'success');
      } catch (error) {
        form.show(problemDetail(error));
      }
    },
  );

  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="change-password-heading">
      <h1 id="change-password-heading">{C.heading}</h1>
      <form className={formStyles.form} onSubmit={form.onSubmit} onChange={form.onChange} noValidate>
        {form.banner}
        <Field
          label={C.current}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          invalid={form.invalid}
        />
        <Field
          label={C.next}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          invalid={form.invalid}
        />
        <Field
          label={C.confirm}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          invalid={form.invalid}
        />
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          {C.submit}
        </SubmitButton>
      </form>
    </section>
  );
}
