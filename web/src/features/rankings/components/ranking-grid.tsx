import type { Ranking } from '@tix/contract/model/ranking';
import { Poster } from '../../../ui/poster.tsx';
import { RANKING_COPY } from '../messages.ts';
import styles from './ranking-grid.module.css';

/** A grid of ranked items: place, poster when there is one, name, where, and the numbers. */
export function RankingGrid({ rows }: { rows: Ranking[] }) {
  return (
    <ol className={styles.grid}>
      {rows.map((row) => {
        const title = row.eventName ?? row.region ?? row.province ?? RANKING_COPY.rank(row.rank);
        const where = row.eventName ? (row.region ?? row.province) : row.region ? row.province : null;
        return (
          <li key={`${row.rank}-${title}`} className={styles.item}>
            <span className={styles.rank}>{RANKING_COPY.rank(row.rank)}</span>
            {row.eventName && (
              <Poster url={row.posterUrl} eventName={row.eventName} className={styles.poster} lazy />
            )}
            <h2 className={styles.title}>{title}</h2>
            {where && <p className={styles.where}>{where}</p>}
            <p className={styles.numbers}>
              {row.quantity !== null && <span>{RANKING_COPY.sold(row.quantity)}</span>}
              {row.count !== null && <span>{RANKING_COPY.events(row.count)}</span>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
