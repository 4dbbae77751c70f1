// Written out rather than with Intl.DateTimeFormat: the browser's first Intl formatter loads its
// locale data, about 65 ms on this machine and several times that on a phone, and this module is
// part of every page's first script (the core chunk), so that cost landed in the one long task
// that evaluates it (docs/performance.md, issue 48). The output is en-ZA's, character for
// character (`Sun, 05 Jan 2026`, `Sept`): a test compares it with Intl over several years.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** `2025-12-14` as `Sun, 14 Dec 2025`; anything unparseable is shown as it came. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return day;
  // The calendar day itself, whatever the device's time zone: noon UTC of that day.
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  date.setUTCFullYear(y);
  const weekday = WEEKDAYS[date.getUTCDay()];
  const month = MONTHS[date.getUTCMonth()];
  const dayOfMonth = String(date.getUTCDate()).padStart(2, '0');
  return `${weekday}, ${dayOfMonth} ${month} ${date.getUTCFullYear()}`;
}

/** `18:00:00` as `18:00`. */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** `2026-11-22` and `15:42:00` as `Sun, 22 Nov 2026, 15:42`: the one date-and-time format. */
export function formatDayTime(day: string, time: string | null): string {
  return time ? `${formatDay(day)}, ${formatTime(time)}` : formatDay(day);
}
