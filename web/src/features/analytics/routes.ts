import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

// The screen (and recharts with it) loads only when /analytics is first visited.
const analytics = screen(
  () => import('./routes/analytics.tsx'),
  (m) => m.AnalyticsRoute,
);

/** One of the organiser's events' sales: /analytics?eventid=ID. */
export const analyticsRoutes: FeatureRoute[] = [
  { path: paths.analytics, screen: analytics, guard: { only: 'business' }, shell: 'business' },
];
