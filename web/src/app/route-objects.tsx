import { Navigate, type RouteObject } from 'react-router-dom';
import type { FeatureRoute, Shell } from '../lib/routing.ts';
import { RedirectAccounts, RequireAccount } from './guards.tsx';

/** A feature's route as react-router's: its screen (or redirect) inside its guard. */
export function toRouteObject(route: FeatureRoute): RouteObject {
  const page = 'redirectTo' in route ? <Navigate to={route.redirectTo} replace /> : <route.screen />;
  const guard = route.guard;
  if (!guard) return { path: route.path, element: page };
  const element =
    'only' in guard ? (
      <RequireAccount type={guard.only}>{page}</RequireAccount>
    ) : (
      <RedirectAccounts types={guard.redirect}>{page}</RedirectAccounts>
    );
  return { path: route.path, element };
}

/** The routes of `features` that sit in one shell (a screen whose query picks its shell sits in none). */
export const inShell = (features: readonly FeatureRoute[], shell: Shell): RouteObject[] =>
  features.filter((route) => !route.publicWith && (route.shell ?? 'site') === shell).map(toRouteObject);
