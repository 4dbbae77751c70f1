import { CATEGORIES_LISTED } from '@tix/contract/domain/constants';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { useCategories } from '../api/categories.ts';
import { useProvinces } from '../api/provinces.ts';
import { BROWSE_COPY } from '../messages.ts';
import styles from './filter-lists.module.css';

/** Where each filter link goes: the home filters in place, /explore and /category move on. */
export interface FilterTargets {
  province: (name: string) => string;
  category: (name: string) => string;
}

/** The home page's own filters, kept in its URL query. */
export const HOME_TARGETS: FilterTargets = {
  province: (province) => linkTo(paths.home, { query: { province } }),
  category: (category) => linkTo(paths.home, { query: { category } }),
};

/** /explore and /category: a province opens /explore, a category opens /category. */
export const BROWSE_TARGETS: FilterTargets = {
  province: (province) => linkTo(paths.explore, { query: { province } }),
  category: (category) => linkTo(paths.category, { query: { category } }),
};

interface FilterListsProps {
  province: string | undefined;
  category: string | undefined;
  targets?: FilterTargets;
}

/** Filter links: the choice lives in the URL query, so it can be shared and Back undoes it. */
export function FilterLists({ province, category, targets = HOME_TARGETS }: FilterListsProps) {
  const provinces = useProvinces();
  const categories = useCategories(CATEGORIES_LISTED);
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
                to={targets.province(p.name)}
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
                to={targets.category(c.name)}
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
