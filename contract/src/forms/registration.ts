import { z } from 'zod';
import { isCommonPassword } from '../domain/common-passwords.ts';
import { MIN_PASSWORD_LENGTH } from '../domain/constants.ts';
import { LIMITS } from '../model/limits.ts';
import { email, inOrder, isEmail, looseText, newPassword, text } from './fields.ts';

// Account registration forms (spec part 1, section 5). Partner sign-up is in affiliate.ts.

export const REGISTRATION_MESSAGES = {
  businessNameRequired: 'Enter business name',
  bothNamesRequired: 'Please enter first name and surname.',
  firstNameRequired: 'First name is required',
  surnameRequired: 'Surname is required',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Your email address is invalid',
  phoneRequired: 'Enter your phone number',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordsMismatch: 'Make sure both your passwords match',
  /** From partner sign-up (part 3); the spec does not detail /affiliate-registration. */
  nameRequired: 'Enter your name and surname',
  /** Not in the spec, ours (issue 17): shown only once the spec's own password checks pass. */
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
} as const;

const M = REGISTRATION_MESSAGES;

/** After the spec's checks: a password that is long enough and matched, but on the common list. */
export const notCommonUnlessMismatched = (value: { password: string; confirmPassword: string }) =>
  !passwordsMatch(value) || !isCommonPassword(value.password);

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

const confirmPassword = () => z.string({ error: M.passwordsMismatch }).max(LIMITS.password);

/** Organiser registration: businessName, email, phone, password, confirmPassword. */
export const organiserRegistrationSchema = z
  .object({
    businessName: text(M.businessNameRequired),
    email: email(M.emailRequired, M.emailInvalid),
    phone: text(M.phoneRequired),
    password: newPassword(M.passwordTooShort),
    confirmPassword: confirmPassword(),
  })
  .refine(passwordsMatch, { error: M.passwordsMismatch, path: ['confirmPassword'] })
  .refine(notCommonUnlessMismatched, { error: M.passwordTooCommon, path: ['password'] });

/**
 * Customer registration: firstName, surname, email, phone, password, confirmPassword. Both names
 * empty gives one message before the per-name ones, so the rules run as one ordered check.
 */
export const customerRegistrationSchema = z
  .object({
    firstName: looseText(M.firstNameRequired),
    surname: looseText(M.surnameRequired),
    email: looseText(M.emailRequired),
    phone: looseText(M.phoneRequired),
    password: z.string({ error: M.passwordTooShort }).max(LIMITS.password).default(''),
    confirmPassword: z.string({ error: M.passwordsMismatch }).max(LIMITS.password).default(''),
  })
  .superRefine(
    inOrder((value, fail) => {
      if (value.firstName === '' && value.surname === '') {
        fail('firstName', M.bothNamesRequired);
        fail('surname', M.bothNamesRequired);
      } else if (value.firstName === '') fail('firstName', M.firstNameRequired);
      else if (value.surname === '') fail('surname', M.surnameRequired);
      if (value.email === '') fail('email', M.emailRequired);
      else if (!isEmail(value.email)) fail('email', M.emailInvalid);
      if (value.phone === '') fail('phone', M.phoneRequired);
      if (value.password.length < MIN_PASSWORD_LENGTH) fail('password', M.passwordTooShort);
      else if (!passwordsMatch(value)) fail('confirmPassword', M.passwordsMismatch);
      else if (isCommonPassword(value.password)) fail('password', M.passwordTooCommon);
    }),
  );

/** The account name the legacy receives for a customer: first name and surname joined. */
export const customerAccountName = (value: { firstName: string; surname: string }): string =>
  `${value.firstName} ${value.surname}`;

/**
 * Affiliate registration (/affiliate-registration): name, email, phone, password, confirmPassword.
 * The spec names the route only; these are the registration fields with partner sign-up's wording.
 */
export const affiliateRegistrationSchema = z
  .object({
    name: text(M.nameRequired),
    email: email(M.emailRequired, M.emailInvalid),
    phone: text(M.phoneRequired),
    password: newPassword(M.passwordTooShort),
    confirmPassword: confirmPassword(),
  })
  .refine(passwordsMatch, { error: M.passwordsMismatch, path: ['confirmPassword'] })
  .refine(notCommonUnlessMismatched, { error: M.passwordTooCommon, path: ['password'] });
