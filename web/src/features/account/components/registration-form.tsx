import type { AccountType } from '@tix/contract/domain/constants';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { type FormSchema, useForm } from '../../../ui/use-form.tsx';
import type { VerificationState } from '../api/registration.ts';
import { REGISTRATION_COPY } from '../messages.ts';
import styles from '../routes/account-page.module.css';

interface Props<T> {
  heading: string;
  schema: FormSchema<T>;
  read: (form: FormData) => unknown;
  /** Starts the registration (VERIFYACCOUNT); the code goes to the email. */
  register: (data: T) => Promise<{ email: string; accountType: AccountType }>;
  password: (data: T) => string;
  /** The fields, told which one is wrong. */
  children: (invalid: string | null) => ReactNode;
}

/** One registration screen: the spec's messages in order, then /verification with router state. */
export function RegistrationForm<T>({ heading, schema, read, register, password, children }: Props<T>) {
  const navigate = useNavigate();
  const form = useForm(schema, read, async (data) => {
    try {
      const started = await register(data);
      const state: VerificationState = { ...started, password: password(data) };
      navigate(paths.verification, { state });
    } catch (error) {
      form.show(problemDetail(error));
    }
  });

  return (
    <section className={styles.card} aria-labelledby="registration-heading">
      <h1 id="registration-heading">{heading}</h1>
      <form className={formStyles.form} onSubmit={form.onSubmit} onChange={form.onChange} noValidate>
        {form.banner}
        {children(form.invalid)}
        <SubmitButton busy={form.busy} busyLabel="Creating your account…">
          {REGISTRATION_COPY.submit}
        </SubmitButton>
      </form>
      <p>
        <Link to={paths.login}>{REGISTRATION_COPY.haveAccount}</Link>
      </p>
    </section>
  );
}
