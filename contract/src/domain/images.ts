// What an uploaded image is, read from its first bytes: the name and the browser's type are not
// trusted. The BFF refuses posters that are none of these; the web checks the same before upload.

export type PosterImageType = 'jpg' | 'png' | 'gif' | 'webp';

export const POSTER_MEDIA_TYPES: Record<PosterImageType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** How many leading bytes `sniffPosterImage` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

const ascii = (bytes: ArrayLike<number>, from: number, text: string) =>
  [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));

/** The image type the bytes start with (JPEG, PNG, GIF or WebP), or null. */
export function sniffPosterImage(bytes: ArrayLike<number>): PosterImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  return null;
}
