import { CATEGORIES_LISTED } from '@tix/contract/domain/constants';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { useCategories } from '../api/categories.ts';
import { useProvinces } from '../api/provinces.ts';
import { BROWSE_COPY } from '../messages.ts';
import styles from './filter-lists.module.css';

/** The filters chosen now: a link for one filter keeps the other. */
export interface ChosenFilters {
  province: string | undefined;
  category: string | undefined;
}

/** Where each filter link goes: the home filters in place, /explore and /category move on. */
export interface FilterTargets {
  province: (name: string | undefined, chosen: ChosenFilters) => string;
  category: (name: string | undefined, chosen: ChosenFilters) => string;
}

/** The home page's own filters, kept (both at once) in its URL query. */
export const HOME_TARGETS: FilterTargets = {
  province: (province, { category }) => linkTo(paths.home, { query: { province, category } }),
  category: (category, { province }) => linkTo(paths.home, { query: { province, category } }),
};

/** /explore and /category: a province opens /explore, a category /category (dropping the current one goes back). */
export const BROWSE_TARGETS: FilterTargets = {
  province: (province, { category }) =>
    province
      ? linkTo(paths.explore, { query: { province } })
      : category
        ? linkTo(paths.category, { query: { category } })
        : paths.home,
  category: (category, { province }) =>
    category
      ? linkTo(paths.category, { query: { category } })
      : province
        ? linkTo(paths.explore, { query: { province } })
        : paths.home,
};

interface FilterListsProps {
  province: string | undefined;
  category: string | undefined;
  targets?: FilterTargets;
}

/**
 * Filter links: the choice lives in the URL query, so it can be shared and Back undoes it. A
 * province and a category combine; choosing the current one again drops it.
 */
export function FilterLists({ province, category, targets = HOME_TARGETS }: FilterListsProps) {
  const provinces = useProvinces();
  const categories = useCategories(CATEGORIES_LISTED);
  const chosen: ChosenFilters = { province, category };
  const current = (on: boolean) => (on ? 'page' : undefined);
  return (
    <>
      <section aria-labelledby="provinces-heading" className={styles.group}>
        <h2 id="provinces-heading">Provinces</h2>
        <ul className={styles.list}>
          <li>
            <Link to={paths.home} aria-current={current(!province && !category)} className={styles.chip}>
              All events
            </Link>
          </li>
          {provinces.data?.map((p) => (
            <li key={p.id}>
              <Link
                to={targets.province(p.name === province ? undefined : p.name, chosen)}
                aria-current={current(p.name === province)}
                className={styles.chip}
              >
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="categories-heading" className={styles.group}>
        <h2 id="categories-heading">Categories</h2>
        <ul className={styles.list}>
          {categories.data?.map((c) => (
            <li key={c.name}>
              <Link
                to={targets.category(c.name === category ? undefined : c.name, chosen)}
                aria-current={current(c.name === category)}
                className={styles.chip}
              >
                {c.name}
              </Link>
            </li>
          ))}
          <li>
            <Link to={paths.categories} className={styles.more}>
              {BROWSE_COPY.more}
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
