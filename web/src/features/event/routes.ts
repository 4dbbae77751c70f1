import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const eventPage = screen(
  () => import('./routes/event-page.tsx'),
  (m) => m.EventRoute,
);

export const eventRoutes: FeatureRoute[] = [{ path: paths.event, screen: eventPage }];
