import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const prepare = screen(
  () => import('./routes/download-tickets.tsx'),
  (m) => m.DownloadTicketsRoute,
);
const preview = screen(
  () => import('./routes/ticket-download.tsx'),
  (m) => m.TicketDownloadRoute,
);
const print = screen(
  () => import('./routes/print.tsx'),
  (m) => m.PrintRoute,
);

/** Self-print: prepare, preview and the print layout. */
export const printingRoutes: FeatureRoute[] = [
  { path: paths.downloadTickets, screen: prepare, guard: { only: 'business' }, shell: 'business' },
  { path: paths.ticketDownload, screen: preview, guard: { only: 'business' }, shell: 'business' },
  { path: paths.download, screen: print, guard: { only: 'business' }, shell: 'business' },
];
