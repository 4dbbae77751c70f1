import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useRoutes } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes.ts';
import { browseRoutes } from '../features/browse/routes.ts';
import { checkoutRoutes } from '../features/checkout/routes.ts';
import { eventRoutes } from '../features/event/routes.ts';
import { pagesRoutes } from '../features/pages/routes.ts';
import { rankingsRoutes } from '../features/rankings/routes.ts';
import type { FeatureRoute } from '../lib/routing.ts';
import { SiteLayout } from './layouts/site-layout.tsx';
import { inShell } from './route-objects.tsx';

/**
 * The public features a first visit lands on (home, search, event pages, checkout, login and
 * registration, the site's pages): their route table is in the entry. Each feature still loads
 * its screens lazily when first visited.
 */
export const entryFeatures: readonly FeatureRoute[] = [
  ...browseRoutes,
  ...eventRoutes,
  ...rankingsRoutes,
  ...pagesRoutes,
  ...checkoutRoutes,
  ...accountRoutes,
];

/** Every other path (the logged-in areas, and not found): areas.tsx, a chunk of its own. */
const Areas = lazy(() => import('./areas.tsx').then((m) => ({ default: m.Areas })));

/** The entry's paths (exact); the rest are matched by the areas' own table. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [...inShell(entryFeatures, 'site'), { path: '*', element: <Areas /> }],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
