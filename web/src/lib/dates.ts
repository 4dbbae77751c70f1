// Without Intl.DateTimeFormat: the browser's first Intl formatter loads its locale data, about
// 65 ms on this machine and several times that on a phone, and this module is part of every page's
// first script (the core chunk), so that cost landed in the one long task that evaluates it
// (docs/performance.md, issue 48). The UTC string's day is en-ZA's but for September's name
// (`Sun, 05 Jan 2026`, `Tue, 01 Sept 2026`): a test compares it with Intl over several years.

/** `2025-12-14` as `Sun, 14 Dec 2025`; anything unparseable is shown as it came. */
export function formatDay(day: string): string {
  const [, y = '', m = '', d = ''] = /^(\d{4})-(\d{2})-(\d{2})/.exec(day) ?? [];
  // The calendar day itself, whatever the device's time zone.
  const date = new Date(Date.UTC(+y, +m - 1, +d));
  if (date.getUTCMonth() !== +m - 1 || date.getUTCDate() !== +d) return day;
  return date.toUTCString().slice(0, 16).replace(' Sep ', ' Sept ');
}

/** `18:00:00` as `18:00`. */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** `2026-11-22` and `15:42:00` as `Sun, 22 Nov 2026, 15:42`: the one date-and-time format. */
export function formatDayTime(day: string, time: string | null): string {
  return time ? `${formatDay(day)}, ${formatTime(time)}` : formatDay(day);
}
