import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const rankings = () => import('./routes/rankings.tsx');

export const rankingsRoutes: FeatureRoute[] = [
  { path: paths.national, screen: screen(rankings, (m) => m.NationalRoute) },
  { path: paths.provincial, screen: screen(rankings, (m) => m.ProvincialRoute) },
  { path: paths.regional, screen: screen(rankings, (m) => m.RegionalRoute) },
];
