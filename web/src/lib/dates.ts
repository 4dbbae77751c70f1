const dayFormat = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** `2025-12-14` as `Sun, 14 Dec 2025`; anything unparseable is shown as it came. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return day;
  return dayFormat.format(new Date(y, m - 1, d));
}

/** `18:00:00` as `18:00`. */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** `2026-11-22` and `15:42:00` as `Sun, 22 Nov 2026, 15:42`: the one date-and-time format. */
export function formatDayTime(day: string, time: string | null): string {
  return time ? `${formatDay(day)}, ${formatTime(time)}` : formatDay(day);
}
