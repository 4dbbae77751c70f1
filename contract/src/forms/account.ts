import { z } from 'zod';
import { isCommonPassword } from '../domain/common-passwords.ts';
import { MIN_PASSWORD_LENGTH } from '../domain/constants.ts';
import { LIMITS } from '../model/limits.ts';
import {
  EMAIL_MAX_LENGTH,
  inOrder,
  isEmail,
  looseText,
  newPassword,
  optionalText,
  password,
  text,
} from './fields.ts';
import { LOGIN_MESSAGES } from './login-messages.ts';
import { notCommonUnlessMismatched, REGISTRATION_MESSAGES } from './registration.ts';

export { LOGIN_MESSAGES };

// Login, password recovery and reset, verification, change password and edit profile
// (spec part 1, section 5).

/** The refusal of a login whose account is an affiliate's: the spec's message first, then the hint. */
export const withAffiliateHint = (refusal: string): string => `${refusal}. ${LOGIN_MESSAGES.affiliateHint}`;

/** Login: emailOrPhone, password, partner (the 'affiliate partner' toggle). */
export const loginSchema = z.object({
  emailOrPhone: text(LOGIN_MESSAGES.emailOrPhoneRequired),
  password: password(LOGIN_MESSAGES.passwordRequired),
  partner: z.boolean().default(false),
});

export const PASSWORD_RECOVERY_MESSAGES = {
  emailOrPhoneRequired: 'Enter email or phone number',
  /** Not in the spec, ours: longer than any address mail reaches (kept in the session cookie). */
  emailOrPhoneTooLong: `An email address has at most ${EMAIL_MAX_LENGTH} characters`,
} as const;

/** Password recovery: emailOrPhone, affiliate (checkbox). */
export const passwordRecoverySchema = z.object({
  emailOrPhone: text(PASSWORD_RECOVERY_MESSAGES.emailOrPhoneRequired).max(EMAIL_MAX_LENGTH, {
    error: PASSWORD_RECOVERY_MESSAGES.emailOrPhoneTooLong,
  }),
  affiliate: z.boolean().default(false),
});

export const SET_PASSWORD_MESSAGES = {
  /** Not in the spec, ours. */
  codeRequired: 'Enter the one-time code we sent you',
  /** Not in the spec for this form, ours: the registration wording. */
  passwordTooShort: REGISTRATION_MESSAGES.passwordTooShort,
  /** Not in the spec for this form, ours: the registration wording. */
  passwordsMismatch: REGISTRATION_MESSAGES.passwordsMismatch,
  /** Not in the spec, ours (issue 17). */
  passwordTooCommon: REGISTRATION_MESSAGES.passwordTooCommon,
} as const;

/** Set password, step 1 ('Verify identity'): code. */
export const setPasswordCodeSchema = z.object({
  code: text(SET_PASSWORD_MESSAGES.codeRequired),
});

/** Set password, step 2 ('Save password'): password, confirmPassword. */
export const setPasswordSchema = z
  .object({
    password: newPassword(SET_PASSWORD_MESSAGES.passwordTooShort),
    confirmPassword: z.string({ error: SET_PASSWORD_MESSAGES.passwordsMismatch }).max(LIMITS.password),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: SET_PASSWORD_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  })
  .refine(notCommonUnlessMismatched, { error: SET_PASSWORD_MESSAGES.passwordTooCommon, path: ['password'] });

export const VERIFICATION_MESSAGES = {
  codeRequired: 'Enter the verification code',
} as const;

/** Verification after registration: code. */
export const verificationSchema = z.object({
  code: text(VERIFICATION_MESSAGES.codeRequired),
});

export const CHANGE_PASSWORD_MESSAGES = {
  newPasswordTooShort: 'Password should be at least 8 characters long',
  passwordsMismatch: 'Make sure both your passwords match',
  currentPasswordRequired: 'To update your password, please enter your current one.',
  /** Not in the spec, ours (issue 17): after the spec's three. */
  passwordTooCommon: REGISTRATION_MESSAGES.passwordTooCommon,
} as const;

/**
 * Change password: currentPassword, newPassword, confirmPassword. The spec checks the new
 * password's length, then the match, then the current password: not field order, so one ordered
 * check.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: looseText(CHANGE_PASSWORD_MESSAGES.currentPasswordRequired),
    newPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.newPasswordTooShort })
      .max(LIMITS.password)
      .default(''),
    confirmPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.passwordsMismatch })
      .max(LIMITS.password)
      .default(''),
  })
  .superRefine(
    inOrder((value, fail) => {
      const M = CHANGE_PASSWORD_MESSAGES;
      if (value.newPassword.length < MIN_PASSWORD_LENGTH) fail('newPassword', M.newPasswordTooShort);
      else if (value.newPassword !== value.confirmPassword) fail('confirmPassword', M.passwordsMismatch);
      if (value.currentPassword === '') fail('currentPassword', M.currentPasswordRequired);
      if (
        value.newPassword.length >= MIN_PASSWORD_LENGTH &&
        value.newPassword === value.confirmPassword &&
        isCommonPassword(value.newPassword)
      )
        fail('newPassword', M.passwordTooCommon);
    }),
  );

export const EDIT_PROFILE_MESSAGES = {
  allFieldsRequired: 'All fields are required',
  /** Not in the spec for this form, ours: the registration wording. */
  emailInvalid: REGISTRATION_MESSAGES.emailInvalid,
} as const;

/**
 * Edit profile: name, email, phone (required); facebook, twitter, instagram, linkedin, tiktok and
 * address (optional; hidden for customers). The spec's 'All fields are required' comes before our
 * email format check, whichever field is empty.
 */
export const editProfileSchema = z
  .object({
    name: looseText(EDIT_PROFILE_MESSAGES.allFieldsRequired),
    email: looseText(EDIT_PROFILE_MESSAGES.allFieldsRequired),
    phone: looseText(EDIT_PROFILE_MESSAGES.allFieldsRequired),
    facebook: optionalText(),
    twitter: optionalText(),
    instagram: optionalText(),
    linkedin: optionalText(),
    tiktok: optionalText(),
    address: optionalText(),
  })
  .superRefine(
    inOrder((value, fail) => {
      const required = (['name', 'email', 'phone'] as const).filter((key) => value[key] === '');
      for (const key of required) fail(key, EDIT_PROFILE_MESSAGES.allFieldsRequired);
      if (value.email !== '' && !isEmail(value.email)) fail('email', EDIT_PROFILE_MESSAGES.emailInvalid);
    }),
  );
