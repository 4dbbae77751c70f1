import type { StandinData } from './model.ts';

// Posters uploaded through POSTERUPLOAD, kept beside the data they belong to (a reset builds new
// data, so uploads go with it) without a field in the shared model. The event's `poster` names
// the file; registerPosters serves the bytes.

export interface PosterFile {
  readonly eventId: number;
  readonly name: string;
  readonly mimetype: string;
  readonly data: Uint8Array;
}

const uploads = new WeakMap<StandinData, Map<string, PosterFile>>();

const key = (eventId: number, name: string) => `${eventId}/${name}`;

export function storePoster(data: StandinData, file: PosterFile): void {
  const mine = uploads.get(data) ?? new Map<string, PosterFile>();
  uploads.set(data, mine);
  mine.set(key(file.eventId, file.name), file);
}

export function uploadedPoster(data: StandinData, eventId: number, name: string): PosterFile | undefined {
  return uploads.get(data)?.get(key(eventId, name));
}

/** How many posters were uploaded in this data's lifetime (names the next file). */
export const uploadCount = (data: StandinData): number => uploads.get(data)?.size ?? 0;
