import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const organiserDashboard = screen(
  () => import('./routes/organiser-dashboard.tsx'),
  (m) => m.OrganiserDashboardRoute,
);
const affiliateHome = screen(
  () => import('./routes/affiliate-home.tsx'),
  (m) => m.AffiliateHomeRoute,
);

/** The organiser's and the affiliate's landing pages (the customer's is in tickets). */
export const dashboardsRoutes: FeatureRoute[] = [
  { path: paths.dashboard, screen: organiserDashboard, shell: 'business' },
  { path: paths.affiliateHome, screen: affiliateHome, shell: 'partner' },
];
