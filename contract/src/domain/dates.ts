// Calendar days as 'YYYY-MM-DD' strings. Event rules compare days, not instants, so the rules
// take "today" as an argument: they stay pure and tests can pin the date.

/** A calendar day written 'YYYY-MM-DD'. */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
/** South Africa Standard Time is UTC+2 all year (no daylight saving since 1944). */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** True for a real calendar day in 'YYYY-MM-DD' form ('2025-02-30' is not one). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return utc.toISOString().slice(0, 10) === value;
}

function dayNumber(day: IsoDay): number {
  if (!isIsoDay(day)) throw new RangeError(`expected a day as YYYY-MM-DD, got '${day}'`);
  return Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;
}

/** Negative when a is before b, 0 on the same day, positive when a is after b. */
export function compareDays(a: IsoDay, b: IsoDay): number {
  return dayNumber(a) - dayNumber(b);
}

/** Whole days from `from` to `to`: 0 on the same day, 1 for tomorrow, negative for the past. */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** Today's date in South Africa, whatever time zone the machine runs in. */
export function todayInSouthAfrica(now: Date = new Date()): IsoDay {
  return new Date(now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}
