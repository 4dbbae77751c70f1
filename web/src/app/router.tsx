import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { NotFound } from '../ui/not-found.tsx';
import { RedirectAccounts } from './guards.tsx';
import { RoleLayout } from './layouts/role-layout.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';

/** A route's screen, loaded with its feature when first visited. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const Home = screen(
  () => import('../features/browse/routes/home.tsx'),
  (m) => m.HomeRoute,
);
const EventPage = screen(
  () => import('../features/event/routes/event-page.tsx'),
  (m) => m.EventRoute,
);
const Login = screen(
  () => import('../features/account/routes/login.tsx'),
  (m) => m.LoginRoute,
);
const Logout = screen(
  () => import('../features/account/routes/logout.tsx'),
  (m) => m.LogoutRoute,
);
const LoggedOut = screen(
  () => import('../features/account/routes/logged-out.tsx'),
  (m) => m.LoggedOutRoute,
);
const CustomerDashboard = screen(
  () => import('../features/dashboards/routes/customer-dashboard.tsx'),
  (m) => m.CustomerDashboardRoute,
);
const OrganiserDashboard = screen(
  () => import('../features/dashboards/routes/organiser-dashboard.tsx'),
  (m) => m.OrganiserDashboardRoute,
);
const AffiliateHome = screen(
  () => import('../features/dashboards/routes/affiliate-home.tsx'),
  (m) => m.AffiliateHomeRoute,
);

const ALL_ACCOUNTS = ['customer', 'business', 'partner'] as const;

/** Every path the SPA serves, in one table (exact paths; later slices add theirs here). */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        path: '/',
        element: (
          <RedirectAccounts types={['business', 'partner']}>
            <Home />
          </RedirectAccounts>
        ),
      },
      { path: '/event/:eventId/tickets', element: <EventPage /> },
      {
        path: '/login',
        element: (
          <RedirectAccounts types={ALL_ACCOUNTS}>
            <Login />
          </RedirectAccounts>
        ),
      },
      { path: '/logout', element: <Logout /> },
      { path: '/logged-out', element: <LoggedOut /> },
      {
        element: <RoleLayout type="customer" />,
        children: [{ path: '/customerdashboard', element: <CustomerDashboard /> }],
      },
      {
        element: <RoleLayout type="business" />,
        children: [{ path: '/dashboard', element: <OrganiserDashboard /> }],
      },
      {
        element: <RoleLayout type="partner" />,
        children: [{ path: '/in', element: <AffiliateHome /> }],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
