import {
  RECIPIENTS_MAX_BYTES,
  type RecipientChannel,
  type RecipientsReview,
  recipientsCsv,
  reviewRecipients,
} from '@tix/contract/domain/marketing-recipients';
import { MARKETING_MESSAGES as M } from '@tix/contract/forms/marketing';
import Papa from 'papaparse';

/** A CSV line papaparse could not read, by its 1-based line (the header is line 1). */
export interface UnreadableLine {
  line: number;
  code: 'quote' | 'no-lines';
}

export interface FileReview extends RecipientsReview {
  unreadable: UnreadableLine[];
}

/**
 * What is wrong with the chosen file before it is read: too big or not text (the service's own
 * checks, so a file is refused when chosen, not at Upload). Null when it may be previewed.
 */
export async function fileProblem(file: File): Promise<string | null> {
  if (file.size > RECIPIENTS_MAX_BYTES) return M.fileSize;
  // The service takes text only (no NUL byte); a spreadsheet saved as .xlsx is a zip.
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  return head.includes(0) ? M.fileType : null;
}

/** Reads the chosen CSV with papaparse and reviews its lines as the service will. */
export async function reviewFile(file: File, channel: RecipientChannel): Promise<FileReview> {
  const parsed = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
  });
  const unreadable: UnreadableLine[] = [];
  for (const error of parsed.errors) {
    // Papaparse counts records from 0 (the header); a line is 1-based.
    if (error.type === 'Quotes' && typeof error.row === 'number')
      unreadable.push({ line: error.row + 1, code: 'quote' });
  }
  if (parsed.data.length < 2) unreadable.push({ line: 2, code: 'no-lines' });
  return { ...reviewRecipients(parsed.data, channel), unreadable };
}

export const cleanCsv = (review: RecipientsReview, channel: RecipientChannel) =>
  recipientsCsv(review.recipients, channel);
