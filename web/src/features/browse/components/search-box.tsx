import type { AccountType } from '@tix/contract/domain/constants';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHydrated } from '../../../lib/hydrated.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { BROWSE_COPY, SEARCH_DEBOUNCE_MS } from '../messages.ts';
import styles from './search-box.module.css';

export type Viewer = AccountType | 'guest';

/** The results panel loads when someone first types: the header is on every first view. */
const SearchResults = lazy(() => import('./search-results.tsx').then((m) => ({ default: m.SearchResults })));

/** The header's event search: results appear as the user types (debounced); Enter or Search opens every match. */
export function SearchBox({ viewer }: { viewer: Viewer }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const id = useId();
  const navigate = useNavigate();
  // On a server-rendered page the search waits for the app (a browser submit would go nowhere).
  const hydrated = useHydrated();
  const showResults = open && text.trim() !== '' && q !== '';
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some screen readers; a form with role=search is announced everywhere
    <form
      role="search"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        const query = text.trim();
        if (!query) return;
        setOpen(false);
        navigate(linkTo(paths.search, { query: { q: query } }));
      }}
      onFocus={() => setOpen(true)}
      // Results close when focus leaves the search (a click elsewhere, Tab past the last result).
      onBlur={(e) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setOpen(false);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {BROWSE_COPY.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={BROWSE_COPY.searchLabel}
        autoComplete="off"
        disabled={!hydrated}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setText('');
          setOpen(true);
        }}
      />
      <button type="submit" className={styles.button} disabled={!hydrated}>
        {BROWSE_COPY.searchButton}
      </button>
      {showResults && (
        <Suspense fallback={null}>
          <SearchResults q={q} viewer={viewer} onPick={() => setText('')} />
        </Suspense>
      )}
    </form>
  );
}
