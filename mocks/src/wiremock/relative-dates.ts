// Recorded answers hold the calendar dates of the day they were recorded (the stand-in seeds
// dates relative to today). Frozen, a recording would show every event as past a few weeks later.
// So each date in a recorded JSON answer becomes a WireMock template relative to the day of replay
// (`now` with an offset in days, in South African time); the time of day, when there is one, stays
// as recorded. Dates are found anywhere in a string or a text answer, not only at its start.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date inside any text (not part of a longer number). */
const DATES_IN_TEXT = /(?<![\d-])(\d{4}-\d{2}-\d{2})(?![\d-])/g;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The stub option that makes WireMock render a templated answer. */
export const RESPONSE_TEMPLATE = 'response-template';

const dayNumber = (iso: string): number | null => {
  const m = DATE.exec(iso);
  if (!m) return null;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const t = Date.UTC(y, mo - 1, d);
  return new Date(t).getUTCDate() === d ? t / DAY_MS : null;
};

/** The template for a date `offset` days from the day of replay (Java date format). */
export const templateFor = (offset: number, format = 'yyyy-MM-dd'): string =>
  `{{now offset='${offset} days' timezone='Africa/Johannesburg' format='${format}'}}`;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthOf = (name: string): number => MONTH_NAMES.indexOf(name.slice(0, 3)) + 1;
/**
 * A day written for people, as in a text answer (`Sat, 05 Dec 2026`, en-ZA) or
 * a message (`5 Dec 2026`): weekday optional, month by its short name.
 */
const WRITTEN_DAYS =
  /(?<![\w])(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) (\d{4})(?![\w])/g;
const pad = (n: number) => String(n).padStart(2, '0');

/** A text with every calendar date in it made relative to `recordedDay`, or null if it has none. */
export function relativeDate(value: string, recordedDay: string): string | null {
  const base = dayNumber(recordedDay);
  if (base === null) return null;
  let changed = false;
  const out = value
    .replace(DATES_IN_TEXT, (date: string) => {
      const day = dayNumber(date);
      if (day === null) return date;
      changed = true;
      return templateFor(day - base);
    })
    .replace(
      WRITTEN_DAYS,
      (text: string, weekday: string | undefined, d: string, month: string, y: string) => {
        const day = dayNumber(`${y}-${pad(monthOf(month))}-${pad(Number(d))}`);
        if (day === null) return text;
        changed = true;
        const format = `${weekday ? 'EEE, ' : ''}${d.length === 2 ? 'dd' : 'd'} MMM yyyy`;
        return templateFor(day - base, format);
      },
    );
  return changed ? out : null;
}

/**
 * A date split into fields of one object (`eventdate: '03', eventmonth: 'Jan', eventyear: '2027'`,
 * as the printed tickets carry it): each field becomes the template of its part. Fields are found
 * by a common prefix and the suffixes year, month and day (or date).
 */
function splitDates(
  record: Record<string, unknown>,
  recordedDay: string,
  found: { any: boolean },
): Record<string, unknown> {
  const base = dayNumber(recordedDay);
  if (base === null) return record;
  const out = { ...record };
  for (const key of Object.keys(record)) {
    const m = /^(.*?)(year)$/i.exec(key);
    if (!m) continue;
    const prefix = m[1] ?? '';
    const monthKey = Object.keys(record).find((k) => k.toLowerCase() === `${prefix}month`.toLowerCase());
    const dayKey = Object.keys(record).find((k) =>
      [`${prefix}day`, `${prefix}date`].includes(k.toLowerCase()),
    );
    if (!monthKey || !dayKey) continue;
    const [y, mo, d] = [record[key], record[monthKey], record[dayKey]].map((v) => String(v ?? ''));
    if (!/^\d{4}$/.test(y ?? '') || !/^\d{1,2}$/.test(d ?? '')) continue;
    const numericMonth = /^\d{1,2}$/.test(mo ?? '');
    const month = numericMonth ? Number(mo) : monthOf(mo ?? '');
    const day = dayNumber(`${y}-${pad(month)}-${pad(Number(d))}`);
    if (day === null) continue;
    const offset = day - base;
    out[key] = templateFor(offset, 'yyyy');
    out[monthKey] = templateFor(offset, numericMonth ? ((mo ?? '').length === 2 ? 'MM' : 'M') : 'MMM');
    out[dayKey] = templateFor(offset, (d ?? '').length === 2 ? 'dd' : 'd');
    found.any = true;
  }
  return out;
}

function walk(value: unknown, recordedDay: string, found: { any: boolean }): unknown {
  if (typeof value === 'string') {
    const relative = relativeDate(value, recordedDay);
    if (relative === null) return value;
    found.any = true;
    return relative;
  }
  if (Array.isArray(value)) return value.map((v) => walk(v, recordedDay, found));
  if (value === null || typeof value !== 'object') return value;
  const split = splitDates(value as Record<string, unknown>, recordedDay, found);
  return Object.fromEntries(Object.entries(split).map(([k, v]) => [k, walk(v, recordedDay, found)]));
}

/** A JSON body with its dates made relative; `templated` says whether WireMock must render it. */
export function relativeDates(body: string, recordedDay: string): { body: string; templated: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // A text answer with a date in it is templated as text.
    const text = relativeDate(body, recordedDay);
    return text === null ? { body, templated: false } : { body: text, templated: true };
  }
  const found = { any: false };
  const out = walk(parsed, recordedDay, found);
  return found.any ? { body: JSON.stringify(out), templated: true } : { body, templated: false };
}
