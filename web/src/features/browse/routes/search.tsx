import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useSearch } from '../api/search.ts';
import { EventGrid } from '../components/event-grid.tsx';
import type { Viewer } from '../components/search-box.tsx';
import { emptyMessage, target } from '../components/search-results.tsx';
import { BROWSE_COPY } from '../messages.ts';

/**
 * /search?q=…: every match of the header search as event cards (Enter or the Search button).
 * Organisers see only their own events and open them in the editor, as in the header dropdown.
 */
export function SearchRoute() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const { account } = useSession();
  const viewer: Viewer = account?.accountType ?? 'guest';
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading">{q ? BROWSE_COPY.resultsHeading(q) : BROWSE_COPY.searchButton}</h1>
      {q ? <Matches q={q} viewer={viewer} /> : <EmptyState message={BROWSE_COPY.searchPrompt} />}
    </section>
  );
}

function Matches({ q, viewer }: { q: string; viewer: Viewer }) {
  const { data, error, isLoading, mutate } = useSearch(q);
  // Organisers' next step is their own events; everyone else browses every event.
  const next = viewer === 'business' ? { to: paths.myEvents, label: BROWSE_COPY.myEvents } : undefined;
  return (
    <EventGrid
      events={data}
      error={error}
      isLoading={isLoading}
      emptyMessage={emptyMessage(viewer, q)}
      onRetry={() => void mutate()}
      next={next}
      hrefOf={(event) => target(viewer, event)}
    />
  );
}
