import {
  affiliateRegistrationSchema,
  customerRegistrationSchema,
  organiserRegistrationSchema,
} from '@tix/contract/forms/registration';
import { Field } from '../../../ui/form-fields.tsx';
import { textOf } from '../../../ui/use-form.tsx';
import { registerAffiliate, registerCustomer, registerOrganiser } from '../api/registration.ts';
import { ContactFields, NewPasswordFields } from '../components/contact-fields.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { REGISTRATION_COPY as C } from '../messages.ts';

const fields = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, textOf(form, name)]));
const passwords = ['password', 'confirmPassword'] as const;

/** /customer-registration. The customer's verify call sends no password; /verification gets it. */
export function CustomerRegistrationRoute() {
  return (
    <RegistrationForm
      heading={C.customerHeading}
      schema={customerRegistrationSchema}
      read={(form) => fields(form, ['firstName', 'surname', 'email', 'phone', ...passwords])}
      register={registerCustomer}
      password={(data) => data.password}
    >
      {(invalid) => (
        <>
          <Field label={C.firstName} name="firstName" autoComplete="given-name" invalid={invalid} />
          <Field label={C.surname} name="surname" autoComplete="family-name" invalid={invalid} />
          <ContactFields invalid={invalid} />
          <NewPasswordFields invalid={invalid} />
        </>
      )}
    </RegistrationForm>
  );
}

/** /organiser-registration */
export function OrganiserRegistrationRoute() {
  return (
    <RegistrationForm
      heading={C.organiserHeading}
      schema={organiserRegistrationSchema}
      read={(form) => fields(form, ['businessName', 'email', 'phone', ...passwords])}
      register={registerOrganiser}
      password={(data) => data.password}
    >
      {(invalid) => (
        <>
          <Field label={C.businessName} name="businessName" autoComplete="organization" invalid={invalid} />
          <ContactFields invalid={invalid} />
          <NewPasswordFields invalid={invalid} />
        </>
      )}
    </RegistrationForm>
  );
}

/** /affiliate-registration: the registration fields with partner sign-up's wording. */
export function AffiliateRegistrationRoute() {
  return (
    <RegistrationForm
      heading={C.affiliateHeading}
      schema={affiliateRegistrationSchema}
      read={(form) => fields(form, ['name', 'email', 'phone', ...passwords])}
      register={registerAffiliate}
      password={(data) => data.password}
    >
      {(invalid) => (
        <>
          <Field label={C.personName} name="name" autoComplete="name" invalid={invalid} />
          <ContactFields invalid={invalid} />
          <NewPasswordFields invalid={invalid} />
        </>
      )}
    </RegistrationForm>
  );
}
