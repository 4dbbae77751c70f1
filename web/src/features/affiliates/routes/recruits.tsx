import type { Recruit } from '@tix/contract/model/affiliate';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { useRecruits } from '../api/affiliates.ts';
import styles from '../components/affiliates.module.css';
import { LoadState } from '../components/load-state.tsx';
import { RecruitIcon } from '../components/recruit-icon.tsx';
import { AFFILIATE_PAGES_COPY as C, recruitEventName } from '../pages-messages.ts';

function RecruitRow({ recruit }: { recruit: Recruit }) {
  return (
    <li>
      <Link className={styles.recruit} to={linkTo(paths.wallet, { query: { recruitid: recruit.id ?? '' } })}>
        <RecruitIcon status={recruit.status} />
        <span className={styles.recruitText}>
          <strong>{recruit.name}</strong>
          <span className={styles.muted}>
            {recruit.eventName ? recruitEventName(recruit.eventName) : C.noRecruitEvent}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** /recruits and /my-recruits: the organisers the partner recruited, searchable; a row opens /wallet. */
export function RecruitsRoute() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const recruits = useRecruits(search);
  return (
    <section aria-labelledby="recruits-heading">
      <p>
        <Link to={paths.affiliateHome}>← {C.back}</Link>
      </p>
      <h1 id="recruits-heading">{C.recruitsTitle}</h1>
      <SearchField
        id="recruit-search"
        label={C.searchLabel}
        hint={C.searchHint}
        value={text}
        onChange={setText}
      />
      <LoadState {...recruits} retry={() => recruits.mutate()}>
        {(rows) =>
          rows.length > 0 ? (
            <ul className={styles.recruits}>
              {rows.map((r) => (
                <RecruitRow key={r.id ?? r.name} recruit={r} />
              ))}
            </ul>
          ) : search ? (
            <p role="status">{C.noMatch(search)}</p>
          ) : (
            <EmptyState message={C.noRecruits} next={{ to: paths.affiliateLink, label: C.toLink }} announce />
          )
        }
      </LoadState>
    </section>
  );
}
