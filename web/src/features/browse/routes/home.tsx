import { Link, useSearchParams } from 'react-router-dom';
import { type EventFilter, useEvents } from '../api/events.ts';
import { EventGrid } from '../components/event-grid.tsx';
import { FilterLists } from '../components/filter-lists.tsx';
import { BROWSE_COPY } from '../messages.ts';
import styles from './home.module.css';

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
    <div className={styles.layout}>
      <h1 className={styles.heading}>{heading}</h1>
      <aside className={styles.filters} aria-label="Filters">
        <FilterLists province={province} category={category} />
        <p className={styles.links}>
          <Link to="/fees">What it costs</Link>
          <Link to="/aboutsalesparnter">Join the Affiliate Program</Link>
        </p>
      </aside>
      <section className={styles.events} aria-labelledby="events-heading">
        <h2 id="events-heading" className="visually-hidden">
          Event list
        </h2>
        <EventGrid events={data} error={error} isLoading={isLoading} emptyMessage={empty} />
      </section>
    </div>
  );
}
