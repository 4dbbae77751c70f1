import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const affiliateHome = screen(
  () => import('./routes/affiliate-home.tsx'),
  (m) => m.AffiliateHomeRoute,
);
const affiliateLink = screen(
  () => import('./routes/affiliate-link.tsx'),
  (m) => m.AffiliateLinkRoute,
);
const recruits = screen(
  () => import('./routes/recruits.tsx'),
  (m) => m.RecruitsRoute,
);
const wallet = screen(
  () => import('./routes/wallet.tsx'),
  (m) => m.WalletRoute,
);

/** The partner's area: /in, /affiliate-link, the recruits (two paths, one screen) and /wallet. */
export const affiliatesRoutes: FeatureRoute[] = [
  { path: paths.affiliateHome, screen: affiliateHome, shell: 'partner' },
  { path: paths.affiliateLink, screen: affiliateLink, shell: 'partner' },
  { path: paths.recruits, screen: recruits, shell: 'partner' },
  { path: paths.myRecruits, screen: recruits, shell: 'partner' },
  { path: paths.wallet, screen: wallet, shell: 'partner' },
];
