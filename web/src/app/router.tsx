import type { AccountType } from '@tix/contract/domain/constants';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes.ts';
import { affiliatesRoutes } from '../features/affiliates/routes.ts';
import { analyticsRoutes } from '../features/analytics/routes.ts';
import { bankRoutes } from '../features/bank/routes.ts';
import { browseRoutes } from '../features/browse/routes.ts';
import { campaignLaunchRoutes } from '../features/campaign-launch/routes.ts';
import { campaignsRoutes } from '../features/campaigns/routes.ts';
import { checkoutRoutes } from '../features/checkout/routes.ts';
import { customersRoutes } from '../features/customers/routes.ts';
import { dashboardsRoutes } from '../features/dashboards/routes.ts';
import { eventRoutes } from '../features/event/routes.ts';
import { feedbackRoutes } from '../features/feedback/routes.ts';
import { likesRoutes } from '../features/likes/routes.ts';
import { marketingRoutes } from '../features/marketing/routes.ts';
import { modelsRoutes } from '../features/models/routes.ts';
import { organiserEventsRoutes } from '../features/organiser-events/routes.ts';
import { organiserMoneyRoutes } from '../features/organiser-money/routes.ts';
import { pagesRoutes } from '../features/pages/routes.ts';
import { printingRoutes } from '../features/printing/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import { promotersRoutes } from '../features/promoters/routes.ts';
import { rankingsRoutes } from '../features/rankings/routes.ts';
import { refundsRoutes } from '../features/refunds/routes.ts';
import { ticketsRoutes } from '../features/tickets/routes.ts';
import { transactionsRoutes } from '../features/transactions/routes.ts';
import type { FeatureRoute, Shell } from '../lib/routing.ts';
import { RedirectAccounts, RequireAccount } from './guards.tsx';
import { AccountLayout } from './layouts/account-layout.tsx';
import { NotFoundPage } from './layouts/not-found-page.tsx';
import { RoleLayout } from './layouts/role-layout.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';

/** Every feature's routes; each feature loads its screens lazily when first visited. */
const features: readonly FeatureRoute[] = [
  ...browseRoutes,
  ...eventRoutes,
  ...rankingsRoutes,
  ...pagesRoutes,
  ...checkoutRoutes,
  ...accountRoutes,
  ...profileRoutes,
  ...feedbackRoutes,
  ...dashboardsRoutes,
  ...organiserEventsRoutes,
  ...campaignLaunchRoutes,
  ...customersRoutes,
  ...marketingRoutes,
  ...campaignsRoutes,
  ...likesRoutes,
  ...ticketsRoutes,
  ...refundsRoutes,
  ...transactionsRoutes,
  ...bankRoutes,
  ...analyticsRoutes,
  ...organiserMoneyRoutes,
  ...printingRoutes,
  ...affiliatesRoutes,
  ...modelsRoutes,
  ...promotersRoutes,
];

/** A feature's route as react-router's: its screen (or redirect) inside its guard. */
function toRouteObject(route: FeatureRoute): RouteObject {
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

const inShell = (shell: Shell): RouteObject[] =>
  features.filter((route) => (route.shell ?? 'site') === shell).map(toRouteObject);

const roleArea = (type: AccountType): RouteObject => ({
  element: <RoleLayout type={type} />,
  children: inShell(type),
});

/** Every path the SPA serves, in one table (exact paths). */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...inShell('site'),
      { element: <AccountLayout />, children: inShell('account') },
      roleArea('customer'),
      roleArea('business'),
      roleArea('partner'),
      roleArea('booster'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
