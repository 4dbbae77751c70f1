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
  { path: paths.bankDetails, screen: bankDetails, shell: 'customer' },
  { path: paths.editBankDetails, screen: editBankDetails, shell: 'customer' },
];
