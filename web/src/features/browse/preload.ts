import { preload } from 'swr';
import { paths } from '../../lib/paths.ts';
import { type EventFilter, eventsKey, fetchEvents } from './api/events.ts';

/**
 * On a first load of the home, asks for its events and its screen at once, alongside the session,
 * rather than once the lazy screen has loaded and rendered: the first posters (the largest paint)
 * hang off the events. The filter is read from the query the way the home reads it.
 */
export function preloadHome(location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname !== paths.home) return;
  const params = new URLSearchParams(location.search);
  const province = params.get('province') || undefined;
  const category = province ? undefined : params.get('category') || undefined;
  const filter: EventFilter = province ? { province } : category ? { category } : {};
  preload(eventsKey(filter), () => fetchEvents(filter));
  void import('./routes/home.tsx');
}
