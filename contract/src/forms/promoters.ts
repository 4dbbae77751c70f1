import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../domain/constants.ts';
import { inOrder, isEmail, isRandAmount, looseText, toCents, toNumber } from './fields.ts';
import { REGISTRATION_MESSAGES } from './registration.ts';

// Adding and editing a promoter (booster) on the organiser side (spec part 2, section 5).

/** Smallest credit an organiser gives a promoter, in rand; also the form's default. */
export const MIN_PROMOTER_CREDIT_RAND = 100;

export const PROMOTER_MESSAGES = {
  allFieldsRequired: 'All fields must are required',
  creditTooLow: 'Credit should be more R100 or more',
  passwordRequired: 'Set a new password',
  passwordsMismatch: 'Make sure your passwords match',
  alreadyExists: 'Email or phone number provided already exists',
  updated: 'Profile updated',
  /** Not in the spec for this form, ours: the registration wording. */
  emailInvalid: REGISTRATION_MESSAGES.emailInvalid,
  /** Not in the spec for this form, ours: the registration wording. */
  passwordTooShort: REGISTRATION_MESSAGES.passwordTooShort,
} as const;

const M = PROMOTER_MESSAGES;

/**
 * Add or edit a promoter: firstName, surname, email, phone, credit (rand, 100 when absent),
 * password, confirmPassword. Adding needs a password; editing keeps the old one when blank.
 */
const promoterSchema = (mode: 'add' | 'edit') =>
  z
    .object({
      firstName: looseText(M.allFieldsRequired),
      surname: looseText(M.allFieldsRequired),
      email: looseText(M.allFieldsRequired),
      phone: looseText(M.allFieldsRequired),
      // Absent means the default; blank as typed is an answer, and too low.
      credit: z
        .union([z.number(), z.string().max(100)], { error: M.creditTooLow })
        .optional()
        .transform((credit) => (credit === undefined ? MIN_PROMOTER_CREDIT_RAND : toNumber(credit))),
      password: z.string({ error: M.passwordRequired }).max(1_000).default(''),
      confirmPassword: z.string({ error: M.passwordsMismatch }).max(1_000).default(''),
    })
    .superRefine(
      inOrder((value, fail) => {
        const empty = (['firstName', 'surname', 'email', 'phone'] as const).filter(
          (key) => value[key] === '',
        );
        for (const key of empty) fail(key, M.allFieldsRequired);
        if (value.email !== '' && !isEmail(value.email)) fail('email', M.emailInvalid);
        const { credit } = value;
        if (credit === undefined || !isRandAmount(credit) || toCents(credit) < MIN_PROMOTER_CREDIT_RAND * 100)
          fail('credit', M.creditTooLow);
        const changing = mode === 'add' || value.password !== '' || value.confirmPassword !== '';
        if (!changing) return;
        if (value.password === '') fail('password', M.passwordRequired);
        else if (value.password.length < MIN_PASSWORD_LENGTH) fail('password', M.passwordTooShort);
        else if (value.password !== value.confirmPassword) fail('confirmPassword', M.passwordsMismatch);
      }),
    );

export const addPromoterSchema = promoterSchema('add');
export const editPromoterSchema = promoterSchema('edit');
