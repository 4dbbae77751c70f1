// The login form's messages (spec part 1, section 5), apart from its schema (account.ts) so the
// login page does not load zod before the form is sent.

export const LOGIN_MESSAGES = {
  emailOrPhoneRequired: 'Email or phone required',
  passwordRequired: 'Password is required',
  /**
   * Not in the spec, ours (issue 17): added after the legacy's refusal when the same email or phone
   * and password log in as an affiliate partner, so it tells nothing to someone without them.
   */
  affiliateHint: "This is an affiliate partner account: turn on 'I'm an affiliate partner' and log in again.",
} as const;
