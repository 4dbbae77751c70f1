import { type FileIdentity, type FileKind, identifyFile, startsWith } from './file-signatures.ts';

// An email campaign's attachment (spec part 2, section 5: pdf, word, excel, png, jpeg, mp3, mp4),
// recognised by its first bytes, never by its name or the browser's type.

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What the file chooser offers (the content check decides). */
export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg,.mp3,.mp4';

/** Word and Excel are zip packages (since 2007) or OLE compound files, told apart inside. */
const ATTACHMENT_KINDS: readonly FileKind[] = ['pdf', 'zip', 'ole', 'png', 'jpeg', 'mp3', 'mp4'];

/** The attachment's identity by its first bytes, or null when it is none of the accepted kinds. */
export const sniffAttachment = (bytes: ArrayLike<number>): FileIdentity | null =>
  identifyFile(bytes, ATTACHMENT_KINDS);

const OFFICE_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
} as const;

const holds = (bytes: ArrayLike<number>, text: string, wide = false): boolean => {
  const wanted = [...text].flatMap((c) => (wide ? [c.charCodeAt(0), 0] : [c.charCodeAt(0)]));
  for (let i = 0; i + wanted.length <= bytes.length; i++) if (startsWith(bytes, i, wanted)) return true;
  return false;
};

/**
 * The media type and file extension an attachment gets from its content, never from what the
 * browser said: Word or Excel by the parts the package or compound file names, else by its first
 * bytes. Null when it is none of the accepted kinds.
 */
export function attachmentIdentity(bytes: ArrayLike<number>): { type: string; extension: string } | null {
  const found = sniffAttachment(bytes);
  if (found === null) return null;
  if (found.kind === 'zip') {
    const extension = holds(bytes, 'word/') ? 'docx' : holds(bytes, 'xl/') ? 'xlsx' : 'zip';
    return { type: OFFICE_TYPES[extension], extension };
  }
  if (found.kind === 'ole') {
    const extension = holds(bytes, 'Workbook', true) ? 'xls' : 'doc';
    return { type: OFFICE_TYPES[extension], extension };
  }
  return { type: found.type, extension: found.extension };
}
