import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const ticketRefund = screen(
  () => import('./routes/ticket-refund.tsx'),
  (m) => m.TicketRefundRoute,
);

export const refundsRoutes: FeatureRoute[] = [
  { path: paths.ticketRefund, screen: ticketRefund, shell: 'customer' },
];
