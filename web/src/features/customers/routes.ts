import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const customers = screen(
  () => import('./routes/customers.tsx'),
  (m) => m.CustomersRoute,
);
const customerProfile = screen(
  () => import('./routes/customer-profile.tsx'),
  (m) => m.CustomerProfileRoute,
);

/** The organiser's customer list and one customer's profile. */
export const customersRoutes: FeatureRoute[] = [
  { path: paths.customers, screen: customers, guard: { only: 'business' }, shell: 'business' },
  { path: paths.customerProfile, screen: customerProfile, guard: { only: 'business' }, shell: 'business' },
];
