import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const home = screen(
  () => import('./routes/home.tsx'),
  (m) => m.HomeRoute,
);
const explore = screen(
  () => import('./routes/explore.tsx'),
  (m) => m.ExploreRoute,
);
const category = screen(
  () => import('./routes/category.tsx'),
  (m) => m.CategoryRoute,
);
const search = screen(
  () => import('./routes/search.tsx'),
  (m) => m.SearchRoute,
);
const categories = screen(
  () => import('./routes/categories.tsx'),
  (m) => m.CategoriesRoute,
);

/** Browsing: organisers and affiliates have their own home (spec part 1, section 2). */
export const browseRoutes: FeatureRoute[] = [
  { path: paths.home, screen: home, guard: { redirect: ['business', 'partner'] } },
  { path: paths.explore, screen: explore },
  { path: paths.category, screen: category },
  { path: paths.categories, screen: categories },
  { path: paths.search, screen: search },
];
