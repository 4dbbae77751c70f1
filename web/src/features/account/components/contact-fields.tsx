import { Field } from '../../../ui/form-fields.tsx';
import { REGISTRATION_COPY as C } from '../messages.ts';

/** Email and phone, in the order every registration form checks them. */
export function ContactFields({ invalid }: { invalid: string | null }) {
  return (
    <>
      <Field label={C.email} name="email" type="email" autoComplete="email" invalid={invalid} />
      <Field
        label={C.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        hint={C.phoneHint}
        invalid={invalid}
      />
    </>
  );
}

/** A new password and its confirmation. */
export function NewPasswordFields({ invalid }: { invalid: string | null }) {
  return (
    <>
      <Field
        label={C.password}
        name="password"
        type="password"
        autoComplete="new-password"
        invalid={invalid}
      />
      <Field
        label={C.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        invalid={invalid}
      />
    </>
  );
}
