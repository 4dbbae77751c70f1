import { compareDays, type IsoDay } from './dates.ts';

// The order buyers see events in (issue 28). Its own module, importing only dates: the home's
// first load carries it, and it must not pull the selling rules in with it.

export interface DatedEvent {
  day: IsoDay;
  finishDay?: IsoDay | null;
}

/** An event is over once its last day (the finish day of a festival) is before today. */
export const isPastEvent = (event: DatedEvent, today: IsoDay): boolean =>
  compareDays(event.finishDay || event.day, today) < 0;

/**
 * How buyers see a list of events (issue 28): what is on, today and later (a festival still
 * running counts), soonest first; then the past ones, most recent first, kept apart.
 */
export function upcomingFirst<E extends DatedEvent>(
  events: readonly E[],
  today: IsoDay,
): { upcoming: E[]; past: E[] } {
  const upcoming = events.filter((e) => !isPastEvent(e, today)).sort((a, b) => compareDays(a.day, b.day));
  const past = events.filter((e) => isPastEvent(e, today)).sort((a, b) => compareDays(b.day, a.day));
  return { upcoming, past };
}
