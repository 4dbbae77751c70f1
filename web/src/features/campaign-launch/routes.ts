import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const campaign = screen(
  () => import('./routes/campaign.tsx'),
  (m) => m.CampaignRoute,
);
const campaignSuccess = screen(
  () => import('./routes/campaign-success.tsx'),
  (m) => m.CampaignSuccessRoute,
);
const campaignCancelled = screen(
  () => import('./routes/campaign-cancelled.tsx'),
  (m) => m.CampaignCancelledRoute,
);

/** /campaign and the pages the card provider returns to, inside the organiser's shell. */
export const campaignLaunchRoutes: FeatureRoute[] = [
  { path: paths.campaign, screen: campaign, guard: { only: 'business' }, shell: 'business' },
  { path: paths.campaignSuccess, screen: campaignSuccess, guard: { only: 'business' }, shell: 'business' },
  {
    path: paths.campaignCancelled,
    screen: campaignCancelled,
    guard: { only: 'business' },
    shell: 'business',
  },
];
