import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const customerDashboard = screen(
  () => import('./routes/customer-dashboard.tsx'),
  (m) => m.CustomerDashboardRoute,
);
const tickets = screen(
  () => import('./routes/tickets.tsx'),
  (m) => m.TicketsRoute,
);
const previewTickets = screen(
  () => import('./routes/preview-tickets.tsx'),
  (m) => m.PreviewTicketsRoute,
);
const zoom = screen(
  () => import('./routes/zoom.tsx'),
  (m) => m.ZoomRoute,
);

export const ticketsRoutes: FeatureRoute[] = [
  { path: paths.customerDashboard, screen: customerDashboard, shell: 'customer' },
  { path: paths.tickets, screen: tickets, shell: 'customer' },
  { path: paths.previewTickets, screen: previewTickets, shell: 'customer' },
  { path: paths.zoom, screen: zoom, shell: 'customer' },
];
