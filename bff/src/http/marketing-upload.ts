import type { MultipartFile } from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES, sniffAttachment } from '@tix/contract/domain/marketing-attachments';
import { MARKETING_MESSAGES } from '@tix/contract/forms/marketing';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, problem } from '../lib/problem.ts';

// The marketing forms' multipart bodies: text fields and at most one `file`, with a size limit.
// A recipients CSV must be text; an email attachment must be one of the spec's kinds by content.

const M = MARKETING_MESSAGES;
export const RECIPIENTS_MAX_BYTES = 1024 * 1024;

const bad = (status: number, detail: string) => new HttpProblem(problem(status, 'Invalid request', detail));

export interface MarketingUpload {
  fields: Record<string, string>;
  file: { data: Buffer; name: string; type: string } | null;
}

async function read(req: FastifyRequest, maxBytes: number, tooBig: string): Promise<MarketingUpload> {
  if (!req.isMultipart()) throw bad(400, 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: MarketingUpload['file'] = null;
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
    if (part.type !== 'file') {
      fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    const upload = part as MultipartFile;
    const data = await upload.toBuffer().catch((error: unknown) => {
      throw (error as { statusCode?: number }).statusCode === 413 ? bad(413, tooBig) : error;
    });
    if (upload.file.truncated) throw bad(413, tooBig);
    if (upload.fieldname === 'file' && data.length > 0)
      file = { data, name: upload.filename, type: upload.mimetype };
  }
  return { fields, file };
}

/** The recipients CSV: required, UTF-8 text (no NUL bytes), 1 MB at most. */
export async function readRecipientsUpload(req: FastifyRequest): Promise<MarketingUpload> {
  const upload = await read(req, RECIPIENTS_MAX_BYTES, 'The file must be 1 MB or smaller.');
  if (!upload.file) throw bad(400, M.fileRequired);
  if (upload.file.data.includes(0)) throw bad(415, M.fileType);
  return { ...upload, file: { ...upload.file, name: 'recipients.csv', type: 'text/csv' } };
}

/** The message form: an optional attachment accepted by its first bytes. */
export async function readMessageUpload(req: FastifyRequest): Promise<MarketingUpload> {
  const upload = await read(req, ATTACHMENT_MAX_BYTES, M.attachmentSize);
  if (upload.file && !sniffAttachment(upload.file.data)) throw bad(415, M.attachmentType);
  return upload;
}
