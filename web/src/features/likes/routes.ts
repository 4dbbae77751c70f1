import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const likes = screen(
  () => import('./routes/likes.tsx'),
  (m) => m.LikesRoute,
);

export const likesRoutes: FeatureRoute[] = [{ path: paths.likes, screen: likes, shell: 'customer' }];
