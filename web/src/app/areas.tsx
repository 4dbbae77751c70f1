import type { AccountType } from '@tix/contract/domain/constants';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes.ts';
import { affiliatesRoutes } from '../features/affiliates/routes.ts';
import { analyticsRoutes } from '../features/analytics/routes.ts';
import { bankRoutes } from '../features/bank/routes.ts';
import { campaignLaunchRoutes } from '../features/campaign-launch/routes.ts';
import { campaignsRoutes } from '../features/campaigns/routes.ts';
import { checkoutRoutes } from '../features/checkout/routes.ts';
import { customersRoutes } from '../features/customers/routes.ts';
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
import type { FeatureRoute } from '../lib/routing.ts';
import { AccountLayout } from './layouts/account-layout.tsx';
import { NotFoundPage } from './layouts/not-found-page.tsx';
import { RoleLayout, ShellByQuery } from './layouts/role-layout.tsx';
import { inShell, toRouteObject } from './route-objects.tsx';

/**
 * The features a first visit does not need in its first script: login and registration,
 * checkout, rankings, the site's pages (fees, about, policies), the logged-in areas (customer,
 * organiser, affiliate, promoter, shared account screens) and the few public screens that live
 * with them. Their route table is a chunk of its own, loaded when a path is not among the entry's
 * routes (router.tsx), so none of it weighs on the home's first load.
 */
export const areaFeatures: readonly FeatureRoute[] = [
  ...accountRoutes,
  ...rankingsRoutes,
  ...pagesRoutes,
  ...checkoutRoutes,
  ...profileRoutes,
  ...feedbackRoutes,
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

const roleArea = (type: AccountType): RouteObject => ({
  element: <RoleLayout type={type} />,
  children: inShell(areaFeatures, type),
});

/** Screens whose query says whether they are public or a role's (/models). */
const queryShelled: RouteObject[] = areaFeatures.flatMap((route) => {
  const type = route.shell;
  if (!route.publicWith || !type || type === 'site' || type === 'account') return [];
  const object = toRouteObject(route);
  return [
    {
      ...object,
      element: (
        <ShellByQuery type={type} publicWith={route.publicWith}>
          {object.element}
        </ShellByQuery>
      ),
    },
  ];
});

/** The areas' paths (exact, absolute), under the site layout; an unknown path is not found. */
export const areaRoutes: RouteObject[] = [
  ...inShell(areaFeatures, 'site'),
  ...queryShelled,
  { element: <AccountLayout />, children: inShell(areaFeatures, 'account') },
  roleArea('customer'),
  roleArea('business'),
  roleArea('partner'),
  roleArea('booster'),
  { path: '*', element: <NotFoundPage /> },
];

export function Areas() {
  return useRoutes(areaRoutes);
}
