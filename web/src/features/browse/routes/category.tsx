import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useEvents } from '../api/events.ts';
import { BrowseLayout } from '../components/browse-layout.tsx';
import { EventGrid } from '../components/event-grid.tsx';
import { BROWSE_TARGETS, FilterLists } from '../components/filter-lists.tsx';
import { BROWSE_COPY } from '../messages.ts';

/**
 * /category?category=…[&province=…]: the events of one category (the BFF leaves out hidden
 * ones), narrowed to a province when /categories was opened with one. A province opens /explore.
 */
export function CategoryRoute() {
  const [params] = useSearchParams();
  const category = params.get('category')?.trim() || undefined;
  const province = params.get('province')?.trim() || undefined;
  if (!category) return <Navigate to={paths.categories} replace />;
  return <CategoryEvents category={category} province={province} />;
}

function CategoryEvents({ category, province }: { category: string; province: string | undefined }) {
  const { data, error, isLoading, mutate } = useEvents(province ? { category, province } : { category });
  return (
    <BrowseLayout
      heading={BROWSE_COPY.categoryEvents(category)}
      filters={<FilterLists province={province} category={category} targets={BROWSE_TARGETS} />}
    >
      <EventGrid
        events={data}
        error={error}
        isLoading={isLoading}
        emptyMessage={BROWSE_COPY.noEventsInCategory}
        onRetry={() => void mutate()}
      />
    </BrowseLayout>
  );
}
