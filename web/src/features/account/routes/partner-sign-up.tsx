import { FOLLOWER_ESTIMATES, PARTNER_TYPES } from '@tix/contract/domain/affiliate';
import { PRODUCT_NAME, partnerSignUpSchema } from '@tix/contract/forms/affiliate';
import { useState } from 'react';
import { Field, formStyles, Select, TextArea } from '../../../ui/form-fields.tsx';
import { textOf } from '../../../ui/use-form.tsx';
import { registerPartner } from '../api/registration.ts';
import { ContactFields, NewPasswordFields } from '../components/contact-fields.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { REGISTRATION_COPY as C } from '../messages.ts';

const SOCIALS = ['instagram', 'facebook', 'tiktok', 'x', 'linkedin'] as const;
const TEXT = [
  'partnerType',
  'name',
  'email',
  'phone',
  ...SOCIALS,
  'pitch',
  'bio',
  'password',
  'confirmPassword',
];

function read(form: FormData) {
  const values: Record<string, string | undefined> = Object.fromEntries(
    TEXT.map((n) => [n, textOf(form, n)]),
  );
  values.followerEstimate = textOf(form, 'followerEstimate') || undefined;
  return values;
}

/** /partner: partner (affiliate) sign-up with social handles, pitch, bio and follower estimate. */
export function PartnerSignUpRoute() {
  const [type, setType] = useState<(typeof PARTNER_TYPES)[number]>('individual');
  return (
    <RegistrationForm
      heading={C.partnerHeading}
      schema={partnerSignUpSchema}
      read={read}
      register={registerPartner}
      password={(data) => data.password}
    >
      {(invalid) => (
        <>
          <fieldset className={formStyles.choices}>
            <legend>{C.partnerType}</legend>
            {PARTNER_TYPES.map((value) => (
              <label key={value} className={formStyles.check}>
                <input
                  type="radio"
                  name="partnerType"
                  value={value}
                  checked={type === value}
                  onChange={() => setType(value)}
                />
                <span>{C.partnerTypes[value]}</span>
              </label>
            ))}
          </fieldset>
          <Field
            label={type === 'organisation' ? C.organisationName : C.personName}
            name="name"
            autoComplete={type === 'organisation' ? 'organization' : 'name'}
            invalid={invalid}
          />
          <ContactFields invalid={invalid} />
          <fieldset className={formStyles.choices}>
            <legend>{C.socials}</legend>
            {SOCIALS.map((name) => (
              <Field key={name} label={C[name]} name={name} invalid={invalid} />
            ))}
          </fieldset>
          <TextArea label={C.pitch(PRODUCT_NAME)} name="pitch" invalid={invalid} />
          <TextArea label={C.bio} name="bio" invalid={invalid} />
          <Select
            label={C.followerEstimate}
            name="followerEstimate"
            options={[
              { value: '', label: C.followerNone },
              ...FOLLOWER_ESTIMATES.map((v) => ({ value: v, label: v })),
            ]}
          />
          <NewPasswordFields invalid={invalid} />
        </>
      )}
    </RegistrationForm>
  );
}
