import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const campaigns = screen(
  () => import('./routes/campaigns.tsx'),
  (m) => m.CampaignsRoute,
);

/** The organiser's campaign list. */
export const campaignsRoutes: FeatureRoute[] = [
  { path: paths.campaigns, screen: campaigns, guard: { only: 'business' }, shell: 'business' },
];
