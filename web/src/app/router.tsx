import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { browseRoutes } from '../features/browse/routes.ts';
import { eventRoutes } from '../features/event/routes.ts';
import type { FeatureRoute } from '../lib/routing.ts';
import { SiteLayout } from './layouts/site-layout.tsx';
import { inShell } from './route-objects.tsx';

/**
 * The public features most first visits land on (home, search and categories, event pages): their
 * route table is in the entry. Each feature still loads its screens lazily.
 */
export const entryFeatures: readonly FeatureRoute[] = [...browseRoutes, ...eventRoutes];

/** Every other path (login, checkout, the site's pages, the logged-in areas, not found): areas.tsx. */
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
