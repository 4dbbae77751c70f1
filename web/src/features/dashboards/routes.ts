import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const customerDashboard = screen(
  () => import('./routes/customer-dashboard.tsx'),
  (m) => m.CustomerDashboardRoute,
);
const organiserDashboard = screen(
  () => import('./routes/organiser-dashboard.tsx'),
  (m) => m.OrganiserDashboardRoute,
);
const affiliateHome = screen(
  () => import('./routes/affiliate-home.tsx'),
  (m) => m.AffiliateHomeRoute,
);

/** Each account type's landing page, in its role's area. */
export const dashboardsRoutes: FeatureRoute[] = [
  { path: paths.customerDashboard, screen: customerDashboard, shell: 'customer' },
  { path: paths.dashboard, screen: organiserDashboard, shell: 'business' },
  { path: paths.affiliateHome, screen: affiliateHome, shell: 'partner' },
];
