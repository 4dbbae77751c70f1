// The login screen's copy. Validation messages come from the contract's login schema.
export const ACCOUNT_COPY = {
  loginHeading: 'Log In',
  emailOrPhone: 'Email or phone',
  password: 'Password',
  partnerToggle: "I'm an affiliate partner",
  submit: 'Log In',
  forgotPassword: 'Forgot password?',
  aboutAffiliation: 'About Affiliation',
  createAccount: 'Create new Account',
  loggingOut: 'Logging out…',
  loggedOut: 'Successfully logged out',
} as const;
