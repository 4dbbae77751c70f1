// Where posters are. The spec: "under a path built from businessid, eventid and file name", with
// "a placeholder image ... when there is no poster"; it names no folder, so the folder is the
// operator's (the BFF's LEGACY_POSTER_PATH), and this is its default.

/** The legacy's poster folder when the configuration names none. */
export const DEFAULT_POSTER_FOLDER = 'posters';

/** The placeholder the spec names, served with the SPA (web/public). */
export const POSTER_PLACEHOLDER_PATH = '/placeholder-poster.svg';

/** A poster's path on the legacy: the folder, then the ids (one path segment each) and the file. */
export function legacyPosterPath(folder: string, businessId: string, eventId: string, file: string): string {
  const base = folder.replace(/^\/+|\/+$/g, '');
  return `${base}/${[businessId, eventId, file].map(encodeURIComponent).join('/')}`;
}
