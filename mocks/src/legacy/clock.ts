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

/** Integer cents to the legacy's rand string: 25000 -> '250.00'. */
export function rand(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
