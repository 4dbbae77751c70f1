import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const profile = screen(
  () => import('./routes/profile.tsx'),
  (m) => m.ProfileRoute,
);
const editProfile = screen(
  () => import('./routes/edit-profile.tsx'),
  (m) => m.EditProfileRoute,
);
const changePassword = screen(
  () => import('./routes/change-password.tsx'),
  (m) => m.ChangePasswordRoute,
);
const accountDeletion = screen(
  () => import('./routes/account-deletion.tsx'),
  (m) => m.AccountDeletionRoute,
);

export const profileRoutes: FeatureRoute[] = [
  // Outside the account shell: after deletion the page must still show, with no account.
  { path: paths.accountDeletion, screen: accountDeletion },
  { path: paths.profile, screen: profile, shell: 'account' },
  { path: paths.editProfile, screen: editProfile, shell: 'account' },
  { path: paths.changePassword, screen: changePassword, shell: 'account' },
];
