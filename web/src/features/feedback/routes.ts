import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const feedback = screen(
  () => import('./routes/feedback.tsx'),
  (m) => m.FeedbackRoute,
);

export const feedbackRoutes: FeatureRoute[] = [{ path: paths.feedback, screen: feedback, shell: 'account' }];
