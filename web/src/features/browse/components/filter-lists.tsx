import { CATEGORIES_LISTED } from '@tix/contract/domain/constants';
import { Link } from 'react-router-dom';
import { useCategories } from '../api/categories.ts';
import { useProvinces } from '../api/provinces.ts';
import { BROWSE_COPY } from '../messages.ts';
import styles from './filter-lists.module.css';

interface FilterListsProps {
  province: string | undefined;
  category: string | undefined;
}

/** Filter links: the choice lives in the URL query, so it can be shared and Back undoes it. */
export function FilterLists({ province, category }: FilterListsProps) {
  const provinces = useProvinces();
  const categories = useCategories(CATEGORIES_LISTED);
  const current = (on: boolean) => (on ? 'page' : undefined);
  return (
    <>
      <section aria-labelledby="provinces-heading" className={styles.group}>
        <h2 id="provinces-heading">Provinces</h2>
        <ul className={styles.list}>
          <li>
            <Link to="/" aria-current={current(!province && !category)} className={styles.chip}>
              All events
            </Link>
          </li>
          {provinces.data?.map((p) => (
            <li key={p.id}>
              <Link
                to={`/?${new URLSearchParams({ province: p.name })}`}
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
                to={`/?${new URLSearchParams({ category: c.name })}`}
                aria-current={current(c.name === category)}
                className={styles.chip}
              >
                {c.name}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/categories" className={styles.more}>
              {BROWSE_COPY.more}
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
