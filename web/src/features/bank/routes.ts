import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const bankDetails = screen(
  () => import('./routes/bank-details.tsx'),
  (m) => m.BankDetailsRoute,
);
const editBankDetails = screen(
  () => import('./routes/edit-bank-details.tsx'),
  (m) => m.EditBankDetailsRoute,
);

export const bankRoutes: FeatureRoute[] = [
  // Every account type has bank details; the side menu is the logged-in type's.
  { path: paths.bankDetails, screen: bankDetails, shell: 'account' },
  { path: paths.editBankDetails, screen: editBankDetails, shell: 'account' },
  // The partner's banking details page (after sign-up): the form, with 'Maybe later' to /in.
  { path: paths.partnerBankDetails, screen: editBankDetails, shell: 'partner' },
];
