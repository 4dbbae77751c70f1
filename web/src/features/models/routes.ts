import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const models = screen(
  () => import('./routes/models.tsx'),
  (m) => m.ModelsRoute,
);
const addModel = screen(
  () => import('./routes/add-model.tsx'),
  (m) => m.AddModelRoute,
);
const modelProfile = screen(
  () => import('./routes/model-profile.tsx'),
  (m) => m.ModelProfileRoute,
);
const vote = screen(
  () => import('./routes/vote.tsx'),
  (m) => m.VoteRoute,
);

/**
 * Models and voting. /addmodels is the organiser's; /modelprofile and /vote are public. /models
 * is both: with org_uid and e_uid it is the public page, otherwise the organiser's, in the
 * organiser's shell.
 */
export const modelsRoutes: FeatureRoute[] = [
  { path: paths.models, screen: models, shell: 'business', publicWith: ['org_uid', 'e_uid'] },
  { path: paths.addModels, screen: addModel, guard: { only: 'business' }, shell: 'business' },
  { path: paths.modelProfile, screen: modelProfile },
  { path: paths.vote, screen: vote },
];
