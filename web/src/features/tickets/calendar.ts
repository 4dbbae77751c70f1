import type { DateArray } from 'ics';

// 'Add to calendar' (issue 28): a ticket's event as an .ics file. The legacy's days and times are
// South Africa's (Africa/Johannesburg, UTC+2 all year, no daylight saving), so each is turned into
// its UTC instant and written as UTC: every calendar then shows the right local time. Built with
// the `ics` library, loaded only when a buyer asks for the file.

export interface CalendarEvent {
  id: string;
  name: string;
  day: string;
  finishDay: string | null;
  startTime: string | null;
  finishTime: string | null;
  venue: string | null;
}

/** The UTC instant of a South African day and time (HH:MM or HH:MM:SS). */
export function southAfricanInstant(day: string, time: string): Date {
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+02:00`);
}

const utcArray = (d: Date): DateArray => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];
const dateArray = (day: string): DateArray => {
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return [y, m, d];
};

/** An event without an end time lasts this long in the calendar. */
const DEFAULT_HOURS = 3;

/** The .ics text of one event (a ticket's number in its description), or an error. */
export async function calendarFile(
  event: CalendarEvent,
  pageUrl: string,
  ticketNumber: string,
): Promise<string> {
  const { createEvent } = await import('ics');
  const common = {
    title: event.name,
    location: event.venue ?? undefined,
    url: pageUrl,
    description: `Ticket ${ticketNumber}. Show its QR code at the entrance.`,
    uid: `tix-event-${event.id}-ticket-${ticketNumber}@tix`,
    productId: 'tix/tickets',
  };
  const lastDay = event.finishDay || event.day;
  const result = event.startTime
    ? (() => {
        const start = southAfricanInstant(event.day, event.startTime);
        const end = event.finishTime
          ? southAfricanInstant(lastDay, event.finishTime)
          : new Date(start.getTime() + DEFAULT_HOURS * 3_600_000);
        return createEvent({
          ...common,
          start: utcArray(start),
          startInputType: 'utc',
          startOutputType: 'utc',
          end: utcArray(end > start ? end : new Date(start.getTime() + DEFAULT_HOURS * 3_600_000)),
          endInputType: 'utc',
          endOutputType: 'utc',
        });
      })()
    : // No time of day: an all-day event over its days.
      createEvent({ ...common, start: dateArray(event.day), end: dateArray(nextDay(lastDay)) });
  if (result.error || !result.value) throw result.error ?? new Error('The calendar file could not be made.');
  return result.value;
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
