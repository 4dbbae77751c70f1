import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { type EventFilter, useEvents } from '../api/events.ts';
import { BrowseLayout } from '../components/browse-layout.tsx';
import { EventGrid } from '../components/event-grid.tsx';
import { FilterLists } from '../components/filter-lists.tsx';
import { BROWSE_COPY } from '../messages.ts';

/** Only a visitor who came by an affiliate's link (`?affiliateid=`) loads the invitation. */
const AffiliateInvitation = lazy(() =>
  import('../components/affiliate-invitation.tsx').then((m) => ({ default: m.AffiliateInvitation })),
);

/** The public home: event grid with province and category filters (combined) kept in the URL query. */
export function HomeRoute() {
  const [params] = useSearchParams();
  const province = params.get('province')?.trim() || undefined;
  const category = params.get('category')?.trim() || undefined;
  const filter: EventFilter = { ...(province ? { province } : {}), ...(category ? { category } : {}) };
  const { data, error, isLoading, mutate } = useEvents(filter);

  const heading =
    province && category
      ? BROWSE_COPY.combined(category, province)
      : province
        ? BROWSE_COPY.eventsIn(province)
        : category
          ? BROWSE_COPY.categoryEvents(category)
          : BROWSE_COPY.allEvents;
  const empty = category
    ? BROWSE_COPY.noEventsInCategory
    : province
      ? BROWSE_COPY.noEventsInProvince(province)
      : BROWSE_COPY.noEvents;

  return (
    <>
      <BrowseLayout heading={heading} filters={<FilterLists province={province} category={category} />}>
        <EventGrid
          events={data}
          error={error}
          isLoading={isLoading}
          emptyMessage={empty}
          onRetry={() => void mutate()}
          // A filtered list clears its filters (every event); with no event at all, the categories.
          next={province || category ? undefined : { to: paths.categories, label: BROWSE_COPY.allCategories }}
        />
      </BrowseLayout>
      {params.get('affiliateid') && (
        <Suspense fallback={null}>
          <AffiliateInvitation affiliateId={params.get('affiliateid')} />
        </Suspense>
      )}
    </>
  );
}
