// An email campaign's attachment (spec part 2, section 5: pdf, word, excel, png, jpeg, mp3, mp4),
// recognised by its first bytes, never by its name or the browser's type.

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What the file chooser offers (the content check decides). */
export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg,.mp3,.mp4';

export type AttachmentKind = 'pdf' | 'office' | 'office-legacy' | 'png' | 'jpeg' | 'mp3' | 'mp4';

export const ATTACHMENT_MEDIA_TYPES: Record<AttachmentKind, string> = {
  pdf: 'application/pdf',
  // Word and Excel since 2007 are zip packages; the older ones OLE compound files.
  office: 'application/zip',
  'office-legacy': 'application/x-ole-storage',
  png: 'image/png',
  jpeg: 'image/jpeg',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

const starts = (bytes: ArrayLike<number>, from: number, signature: readonly number[]) =>
  signature.every((b, i) => bytes[from + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The kind of attachment the bytes start with, or null when it is none of the accepted ones. */
export function sniffAttachment(bytes: ArrayLike<number>): AttachmentKind | null {
  if (starts(bytes, 0, ascii('%PDF-'))) return 'pdf';
  if (starts(bytes, 0, [0x50, 0x4b, 0x03, 0x04])) return 'office';
  if (starts(bytes, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'office-legacy';
  if (starts(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(bytes, 0, ascii('ID3')) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0))
    return 'mp3';
  if (starts(bytes, 4, ascii('ftyp'))) return 'mp4';
  return null;
}

const OFFICE_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
} as const;
const EXTENSIONS: Record<Exclude<AttachmentKind, 'office' | 'office-legacy'>, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  mp3: 'mp3',
  mp4: 'mp4',
};

const holds = (bytes: ArrayLike<number>, text: string, wide = false): boolean => {
  const wanted = [...text].flatMap((c) => (wide ? [c.charCodeAt(0), 0] : [c.charCodeAt(0)]));
  for (let i = 0; i + wanted.length <= bytes.length; i++) if (starts(bytes, i, wanted)) return true;
  return false;
};

/**
 * The media type and file extension an attachment gets from its content, never from what the
 * browser said: Word or Excel by the parts the package or compound file names, else by its first
 * bytes. Null when it is none of the accepted kinds.
 */
export function attachmentIdentity(bytes: ArrayLike<number>): { type: string; extension: string } | null {
  const kind = sniffAttachment(bytes);
  if (kind === null) return null;
  if (kind === 'office') {
    const extension = holds(bytes, 'word/') ? 'docx' : holds(bytes, 'xl/') ? 'xlsx' : 'zip';
    return { type: OFFICE_TYPES[extension], extension };
  }
  if (kind === 'office-legacy') {
    const extension = holds(bytes, 'Workbook', true) ? 'xls' : 'doc';
    return { type: OFFICE_TYPES[extension], extension };
  }
  return { type: ATTACHMENT_MEDIA_TYPES[kind], extension: EXTENSIONS[kind] };
}
