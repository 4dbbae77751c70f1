import { RANKING_SCOPES, type RankingScope } from '@tix/contract/model/ranking';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { NO_DATA } from '../../../ui/copy.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useRankings } from '../api/rankings.ts';
import { RankingGrid } from '../components/ranking-grid.tsx';
import { RANKING_COPY } from '../messages.ts';
import styles from './rankings.module.css';

function Ranking({ scope }: { scope: RankingScope }) {
  const { data, error, isLoading } = useRankings(scope);
  return (
    <section aria-labelledby="ranking-heading" className={styles.page}>
      <h1 id="ranking-heading">{RANKING_COPY.headings[scope]}</h1>
      <nav aria-label={RANKING_COPY.navLabel}>
        <ul className={styles.tabs}>
          {RANKING_SCOPES.map((s) => (
            <li key={s}>
              <NavLink to={paths[s]} className={styles.tab}>
                {RANKING_COPY.headings[s]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.intro}>{RANKING_COPY.intros[scope]}</p>
      {isLoading ? (
        <Spinner label="Loading the ranking…" />
      ) : error ? (
        <Banner tone="error">{problemDetail(error)}</Banner>
      ) : !data || data.length === 0 ? (
        <p>{NO_DATA}</p>
      ) : (
        <RankingGrid rows={data} />
      )}
    </section>
  );
}

export const NationalRoute = () => <Ranking scope="national" />;
export const ProvincialRoute = () => <Ranking scope="provincial" />;
export const RegionalRoute = () => <Ranking scope="regional" />;
