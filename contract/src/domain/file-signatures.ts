// What a file is, read from its first bytes: the name and the browser's type are not trusted. The
// one reader of signatures for every upload (poster, model picture, proof of payment, campaign
// attachment); each upload names the kinds it takes. The browser checks a file with it when it is
// chosen, the BFF when it arrives.

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'ole' | 'mp3' | 'mp4';

/** How many leading bytes `identifyFile` needs to tell every kind apart (WebP's mark ends at 12). */
export const SIGNATURE_BYTES = 12;

const FILE_MEDIA_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  // Word and Excel since 2007 are zip packages; the older ones OLE compound files.
  zip: 'application/zip',
  ole: 'application/x-ole-storage',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

const EXTENSIONS: Record<FileKind, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  zip: 'zip',
  ole: 'ole',
  mp3: 'mp3',
  mp4: 'mp4',
};

export const startsWith = (bytes: ArrayLike<number>, from: number, signature: readonly number[]) =>
  signature.every((b, i) => bytes[from + i] === b);
const asciiBytes = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The kind of file the bytes start with, or null when it is none the product takes. */
function sniffFile(bytes: ArrayLike<number>): FileKind | null {
  const ascii = (from: number, text: string) => startsWith(bytes, from, asciiBytes(text));
  if (ascii(0, '%PDF-')) return 'pdf';
  if (startsWith(bytes, 0, PNG)) return 'png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (startsWith(bytes, 0, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, 0, OLE)) return 'ole';
  // An ID3 tag, or straight into an MPEG audio frame (11 set sync bits; JPEG's 0xd8 has not).
  if (ascii(0, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(4, 'ftyp')) return 'mp4';
  return null;
}

export interface FileIdentity {
  kind: FileKind;
  /** The media type it is served and stored with. */
  type: string;
  /** The extension it is named with. */
  extension: string;
}

/** The file's kind, media type and extension by its content, when it is one of `accepted`. */
export function identifyFile(bytes: ArrayLike<number>, accepted: readonly FileKind[]): FileIdentity | null {
  const kind = sniffFile(bytes);
  return kind && accepted.includes(kind)
    ? { kind, type: FILE_MEDIA_TYPES[kind], extension: EXTENSIONS[kind] }
    : null;
}
