import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const affiliateHome = screen(
  () => import('./routes/affiliate-home.tsx'),
  (m) => m.AffiliateHomeRoute,
);

/** The affiliate's landing page (the organiser's is in organiser-events, the customer's in tickets). */
export const dashboardsRoutes: FeatureRoute[] = [
  { path: paths.affiliateHome, screen: affiliateHome, shell: 'partner' },
];
