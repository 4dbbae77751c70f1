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

/** The template for a date `offset` days from the day of replay. */
export const templateFor = (offset: number): string =>
  `{{now offset='${offset} days' timezone='Africa/Johannesburg' format='yyyy-MM-dd'}}`;

/** A text with every calendar date in it made relative to `recordedDay`, or null if it has none. */
export function relativeDate(value: string, recordedDay: string): string | null {
  const base = dayNumber(recordedDay);
  if (base === null) return null;
  let changed = false;
  const out = value.replace(DATES_IN_TEXT, (date: string) => {
    const day = dayNumber(date);
    if (day === null) return date;
    changed = true;
    return templateFor(day - base);
  });
  return changed ? out : null;
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
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, recordedDay, found)]));
}

/** A JSON body with its dates made relative; `templated` says whether WireMock must render it. */
export function relativeDates(body: string, recordedDay: string): { body: string; templated: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // Text answers (the stand-in's SVG posters print the event's date) are templated as text.
    const text = relativeDate(body, recordedDay);
    return text === null ? { body, templated: false } : { body: text, templated: true };
  }
  const found = { any: false };
  const out = walk(parsed, recordedDay, found);
  return found.any ? { body: JSON.stringify(out), templated: true } : { body, templated: false };
}
