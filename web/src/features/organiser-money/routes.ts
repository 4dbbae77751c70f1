import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const payout = screen(
  () => import('./routes/payout.tsx'),
  (m) => m.PayoutRoute,
);
const refundRequests = screen(
  () => import('./routes/refund-requests.tsx'),
  (m) => m.RefundRequestsRoute,
);
const report = screen(
  () => import('./routes/report.tsx'),
  (m) => m.ReportRoute,
);

/** One of the organiser's events (?eventid=ID); without one, a list of their events to choose from. */
export const organiserMoneyRoutes: FeatureRoute[] = [
  { path: paths.payout, screen: payout, guard: { only: 'business' }, shell: 'business' },
  { path: paths.viewRefundRequest, screen: refundRequests, guard: { only: 'business' }, shell: 'business' },
  { path: paths.report, screen: report, guard: { only: 'business' }, shell: 'business' },
];
