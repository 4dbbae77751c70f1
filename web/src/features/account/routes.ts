import { paths } from '../../lib/paths.ts';
import { ALL_ACCOUNTS, type FeatureRoute, screen } from '../../lib/routing.ts';

const signUpForms = () => import('./routes/sign-up-forms.tsx');
const login = screen(
  () => import('./routes/login.tsx'),
  (m) => m.LoginRoute,
);
const logout = screen(
  () => import('./routes/logout.tsx'),
  (m) => m.LogoutRoute,
);
const loggedOut = screen(
  () => import('./routes/logged-out.tsx'),
  (m) => m.LoggedOutRoute,
);
const registration = screen(
  () => import('./routes/registration.tsx'),
  (m) => m.RegistrationRoute,
);
const partnerSignUp = screen(
  () => import('./routes/partner-sign-up.tsx'),
  (m) => m.PartnerSignUpRoute,
);
const verification = screen(
  () => import('./routes/verification.tsx'),
  (m) => m.VerificationRoute,
);
const passwordRecovery = screen(
  () => import('./routes/password-recovery.tsx'),
  (m) => m.PasswordRecoveryRoute,
);
const setPassword = screen(
  () => import('./routes/set-password.tsx'),
  (m) => m.SetPasswordRoute,
);
// Guests log in and register; a logged-in account goes to its home instead.
const guestsOnly = { redirect: ALL_ACCOUNTS };

export const accountRoutes: FeatureRoute[] = [
  { path: paths.login, screen: login, guard: guestsOnly },
  { path: paths.logout, screen: logout },
  { path: paths.loggedOut, screen: loggedOut },
  { path: paths.registration, screen: registration, guard: guestsOnly },
  {
    path: paths.customerRegistration,
    screen: screen(signUpForms, (m) => m.CustomerRegistrationRoute),
    guard: guestsOnly,
  },
  {
    path: paths.organiserRegistration,
    screen: screen(signUpForms, (m) => m.OrganiserRegistrationRoute),
    guard: guestsOnly,
  },
  {
    path: paths.affiliateRegistration,
    screen: screen(signUpForms, (m) => m.AffiliateRegistrationRoute),
    guard: guestsOnly,
  },
  { path: paths.partnerSignUp, screen: partnerSignUp, guard: guestsOnly },
  // The spec sends a visitor with no verification pending to /register: it means registration.
  { path: paths.register, redirectTo: paths.registration },
  { path: paths.verification, screen: verification },
  { path: paths.passwordRecovery, screen: passwordRecovery },
  { path: paths.setPassword, screen: setPassword },
];
