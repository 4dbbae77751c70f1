import { z } from 'zod';
import { email, multilineText, password, text } from './fields.ts';
import { REGISTRATION_MESSAGES } from './registration.ts';

// Account deletion at /acc_del, in two steps (spec part 3, section 5). The spec says only that
// email, password and reason are required: the messages are ours, the email ones in the
// registration wording.

export const ACCOUNT_DELETION_MESSAGES = {
  emailRequired: REGISTRATION_MESSAGES.emailRequired,
  emailInvalid: REGISTRATION_MESSAGES.emailInvalid,
  passwordRequired: 'Enter your password',
  reasonRequired: 'Tell us why you want to delete your account',
  codeRequired: 'Enter the confirmation code',
  networkError: 'Something went wrong, please try again.',
} as const;

const M = ACCOUNT_DELETION_MESSAGES;

/** Account deletion, step 1: email, password, reason. */
export const accountDeletionSchema = z.object({
  email: email(M.emailRequired, M.emailInvalid),
  password: password(M.passwordRequired),
  reason: multilineText(M.reasonRequired),
});

/** Account deletion, step 2: code (sent by email). */
export const accountDeletionCodeSchema = z.object({
  code: text(M.codeRequired),
});
