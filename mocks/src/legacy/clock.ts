// Dates as the legacy stores them (South African time, no daylight saving: UTC+2).

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** YYYY-MM-DD in South Africa, `days` after the day of `now`. */
export function saDay(now: Date, days = 0): string {
  const shifted = new Date(now.getTime() + SAST_OFFSET_MS + days * 24 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD hh:mm:ss' in South Africa, as MySQL DATETIME columns read. */
export function saDateTime(now: Date, days = 0): string {
  const shifted = new Date(now.getTime() + SAST_OFFSET_MS + days * 24 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The instant of a stand-in time ('YYYY-MM-DD hh:mm:ss', South Africa) in milliseconds, for ids
 * stamped with the stand-in's own clock (so a recording with a fixed clock makes the same ids).
 */
export function instantOf(at: string): number {
  const t = Date.parse(`${at.replace(' ', 'T')}+02:00`);
  return Number.isNaN(t) ? Date.now() : t;
}
