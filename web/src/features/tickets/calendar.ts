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

// CR, LF and U+2028/9, alone or in pairs: one line break each (the library escapes only \r?\n).
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;
// Control characters RFC 5545 does not allow in TEXT (tab is allowed).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * A text from the legacy (event name, venue) as calendar TEXT: line breaks become the one form
 * the library escapes (`\n`), other control characters go, so no text can start a line of its own.
 */
export function calendarText(value: string): string {
  return value.replace(LINE_BREAKS, '\n').replace(CONTROLS, '');
}

/** An id as part of the UID: only characters that need no escaping anywhere. */
const uidPart = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_');

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
    title: calendarText(event.name),
    location: event.venue == null ? undefined : calendarText(event.venue),
    url: pageUrl,
    description: calendarText(`Ticket ${ticketNumber}. Show its QR code at the entrance.`),
    uid: `tix-event-${uidPart(event.id)}-ticket-${uidPart(ticketNumber)}@tix`,
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
