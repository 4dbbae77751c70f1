// What the legacy service says, in its own words, where both mocks say it (the stand-in's PHP
// imitation and MSW's API answers) and tests check it. The BFF shows these verbatim.

export const LEGACY_MESSAGES = {
  loginFailed: 'Incorrect email/phone or password',
  wrongVerificationCode: 'The verification code is incorrect',
  emailTaken: 'An account with this email address already exists',
  wrongPassword: 'Incorrect password. Please try again.',
  bankDetailsSaved: 'Bank details updated successfully.',
  alreadyResent: 'This ticket has already been resent.',
} as const;

/** RESEND-TICKET's success, naming where the tickets went. */
export const ticketResentTo = (email: string): string => `Ticket resent to ${email}.`;
