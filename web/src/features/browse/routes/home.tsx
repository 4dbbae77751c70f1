import { useSearchParams } from 'react-router-dom';
import { type EventFilter, useEvents } from '../api/events.ts';
import { AffiliateInvitation } from '../components/affiliate-invitation.tsx';
import { BrowseLayout } from '../components/browse-layout.tsx';
import { EventGrid } from '../components/event-grid.tsx';
import { FilterLists } from '../components/filter-lists.tsx';
import { BROWSE_COPY } from '../messages.ts';

/** The public home: event grid with province and category filters kept in the URL query. */
export function HomeRoute() {
  const [params] = useSearchParams();
  const province = params.get('province') || undefined;
  const category = province ? undefined : params.get('category') || undefined;
  const filter: EventFilter = province ? { province } : category ? { category } : {};
  const { data, error, isLoading } = useEvents(filter);

  const heading = province
    ? BROWSE_COPY.eventsIn(province)
    : category
      ? BROWSE_COPY.categoryEvents(category)
      : BROWSE_COPY.allEvents;
  const empty = province
    ? BROWSE_COPY.noEventsInProvince(province)
    : category
      ? BROWSE_COPY.noEventsInCategory
      : BROWSE_COPY.noEvents;

  return (
    <>
      <BrowseLayout heading={heading} filters={<FilterLists province={province} category={category} />}>
        <EventGrid events={data} error={error} isLoading={isLoading} emptyMessage={empty} />
      </BrowseLayout>
      <AffiliateInvitation affiliateId={params.get('affiliateid')} />
    </>
  );
}
