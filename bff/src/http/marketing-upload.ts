import { ATTACHMENT_MAX_BYTES, attachmentIdentity } from '@tix/contract/domain/marketing-attachments';
import { RECIPIENTS_MAX_BYTES } from '@tix/contract/domain/marketing-recipients';
import { MARKETING_MESSAGES } from '@tix/contract/forms/marketing';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, problem } from '../lib/problem.ts';
import { readUpload, type Upload } from './upload.ts';

// The marketing forms' multipart bodies, through the one upload reader: a recipients CSV must be
// text; an email attachment must be one of the spec's kinds by content. Both are named and typed
// from their content, never as the browser named them.

const M = MARKETING_MESSAGES;

export { RECIPIENTS_MAX_BYTES };

export type MarketingUpload = Upload;

/** The recipients CSV: required, UTF-8 text (no NUL bytes), 1 MB at most. */
export async function readRecipientsUpload(req: FastifyRequest): Promise<MarketingUpload> {
  const upload = await readUpload(req, {
    field: 'file',
    maxBytes: RECIPIENTS_MAX_BYTES,
    tooBig: M.fileSize,
    wrongType: M.fileType,
    identify: (data) => (data.includes(0) ? null : { type: 'text/csv', name: 'recipients.csv' }),
  });
  if (!upload.file) throw new HttpProblem(problem(400, 'Invalid request', M.fileRequired));
  return upload;
}

/** The message form: an optional attachment accepted, named and typed by its first bytes. */
export function readMessageUpload(req: FastifyRequest): Promise<MarketingUpload> {
  return readUpload(req, {
    field: 'file',
    maxBytes: ATTACHMENT_MAX_BYTES,
    tooBig: M.attachmentSize,
    wrongType: M.attachmentType,
    // The recipients see the sender's name for the file (lineup.pdf), with the extension of what
    // it really is: probe.php holding a PDF arrives as probe.pdf.
    identify: (data, sentName) => {
      const found = attachmentIdentity(data);
      return found && { type: found.type, name: `${sentName || 'attachment'}.${found.extension}` };
    },
  });
}
