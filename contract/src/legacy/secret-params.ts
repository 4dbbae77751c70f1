// The parameters whose values are secrets (passwords, one-time codes, bank account numbers): the
// BFF's logs redact them and a recording of the legacy keeps none of their values. One list, so a
// parameter added for one is never forgotten by the other; a test holds it to the catalogue.

/** Secret parameter names as the legacy spells them, and as the BFF's own bodies spell them. */
export const SECRET_PARAMS = [
  'password',
  'pass1',
  'pass2',
  'newpassword',
  'currentpass',
  'confirmPassword',
  'otp',
  'code',
  'verificationCode',
  'account_number',
  'accountnumber',
  'accountNumber',
] as const;

const secret: ReadonlySet<string> = new Set(SECRET_PARAMS);

/** True when the parameter's value is a secret: never logged, never recorded. */
export const isSecretParam = (name: string): boolean => secret.has(name);
