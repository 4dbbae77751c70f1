import { Navigate, useSearchParams } from 'react-router-dom';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useEvents } from '../api/events.ts';
import { useProvinces } from '../api/provinces.ts';
import { BrowseLayout } from '../components/browse-layout.tsx';
import { EventGrid } from '../components/event-grid.tsx';
import { BROWSE_TARGETS, FilterLists } from '../components/filter-lists.tsx';
import { BROWSE_COPY } from '../messages.ts';

/** /explore?province=…: events of one province; a category opens /category. */
export function ExploreRoute() {
  const [params] = useSearchParams();
  const province = params.get('province')?.trim() || undefined;
  if (!province) return <FirstProvince />;
  return <ProvinceEvents province={province} />;
}

/** Without a province in the URL, the first of the list (the heading always names one). */
function FirstProvince() {
  const { data, error } = useProvinces();
  if (error) return <Banner tone="error">{problemDetail(error)}</Banner>;
  const first = data?.[0];
  if (!data) return <Spinner />;
  if (!first) return <EmptyState message={BROWSE_COPY.noData} />;
  return (
    <Navigate
      to={BROWSE_TARGETS.province(first.name, { province: undefined, category: undefined })}
      replace
    />
  );
}

function ProvinceEvents({ province }: { province: string }) {
  const { data, error, isLoading, mutate } = useEvents({ province });
  return (
    <BrowseLayout
      heading={BROWSE_COPY.eventsIn(province)}
      filters={<FilterLists province={province} category={undefined} targets={BROWSE_TARGETS} />}
    >
      <EventGrid
        events={data}
        error={error}
        isLoading={isLoading}
        emptyMessage={BROWSE_COPY.noEventsInProvince(province)}
        onRetry={() => void mutate()}
      />
    </BrowseLayout>
  );
}
