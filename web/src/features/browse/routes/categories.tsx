import { Link, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useCategories } from '../api/categories.ts';
import { BROWSE_COPY } from '../messages.ts';
import styles from './categories.module.css';

/** /categories[?province=…]: every category, each opening /category (keeping the province). */
export function CategoriesRoute() {
  const [params] = useSearchParams();
  const province = params.get('province')?.trim() || undefined;
  const { data, error, isLoading } = useCategories();
  const href = (category: string) => linkTo(paths.category, { query: { category, province } });

  return (
    <section aria-labelledby="categories-page-heading">
      <h1 id="categories-page-heading">{BROWSE_COPY.categoriesHeading}</h1>
      {isLoading ? (
        <Spinner label="Loading categories…" />
      ) : error ? (
        <Banner tone="error">{problemDetail(error)}</Banner>
      ) : !data || data.length === 0 ? (
        <EmptyState message={BROWSE_COPY.noData} />
      ) : (
        <>
          <p className={styles.intro}>{BROWSE_COPY.categoriesIntro}</p>
          <ul className={styles.grid}>
            {data.map((c) => (
              <li key={c.name}>
                <Link to={href(c.name)} className={styles.tile}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
