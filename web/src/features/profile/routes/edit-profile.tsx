import { editProfileSchema } from '@tix/contract/forms/account';
import type { Profile } from '@tix/contract/model/profile';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { Field, formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { useProfile, useUpdateProfile } from '../api/profile.ts';
import { PROFILE_COPY as C, EDIT_COPY } from '../messages.ts';
import styles from './profile.module.css';

const SOCIALS = ['facebook', 'twitter', 'instagram', 'linkedin', 'tiktok'] as const;
const NAMES = ['name', 'email', 'phone', ...SOCIALS, 'address'] as const;

function EditForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm(
    editProfileSchema,
    (data) => Object.fromEntries(NAMES.map((n) => [n, textOf(data, n)])),
    async (body) => {
      try {
        const { message } = await update(body);
        form.show(message || 'Saved', 'success');
      } catch (error) {
        // A refusal (status failed) shows the server's message in the error style.
        form.show(problemDetail(error));
      }
    },
    BANNER_MS.editProfile,
  );
  const customer = profile.accountType === 'customer';

  return (
    <form className={formStyles.form} onSubmit={form.onSubmit} onChange={form.onChange} noValidate>
      {form.banner}
      <Field
        label={C.name}
        name="name"
        autoComplete="name"
        defaultValue={profile.name}
        invalid={form.invalid}
      />
      <Field
        label={C.email}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={profile.email ?? ''}
        invalid={form.invalid}
      />
      <Field
        label={C.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={profile.phone ?? ''}
        invalid={form.invalid}
      />
      {!customer && (
        <fieldset className={formStyles.choices}>
          <legend>{C.socials}</legend>
          {SOCIALS.map((key) => (
            <Field key={key} label={C.social[key]} name={key} defaultValue={profile.socials[key] ?? ''} />
          ))}
        </fieldset>
      )}
      {profile.accountType === 'business' && (
        <Field
          label={EDIT_COPY.address}
          name="address"
          autoComplete="street-address"
          defaultValue={profile.address ?? ''}
        />
      )}
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        {EDIT_COPY.save}
      </SubmitButton>
    </form>
  );
}

/** /editprofile: name, email and phone required ('All fields are required'); socials and address optional. */
export function EditProfileRoute() {
  const { profile, error } = useProfile();
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="edit-heading">
      <h1 id="edit-heading">{EDIT_COPY.heading}</h1>
      {error ? <Banner tone="error">{problemDetail(error)}</Banner> : null}
      {profile ? <EditForm profile={profile} /> : !error && <Spinner />}
      <p>
        <Link to={paths.profile}>{EDIT_COPY.back}</Link>
      </p>
    </section>
  );
}
