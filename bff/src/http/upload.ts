import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, problem } from '../lib/problem.ts';

// The one reader of multipart bodies (posters, model pictures, marketing recipients and
// attachments, proofs of payment). It keeps the text fields, takes at most one file from the
// expected field with a size limit, and names and types that file from its content: the name
// and type the browser sent never reach the legacy. A body the parser cannot read (truncated,
// no boundary, not multipart) is a 400 problem, never a 500.

/** Not in the spec, ours: a body that is not a readable multipart form. */
export const UNREADABLE_UPLOAD = 'The form could not be read. Send it again as multipart/form-data.';

/**
 * What may be kept of the name a browser sent: the base name without its path or extension, in
 * letters, digits, spaces, dots, dashes and underscores, at most 60 characters ('' if nothing is
 * left). The extension always comes from the content.
 */
export function safeBaseName(sent: string | undefined): string {
  const base = (sent ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  return stem
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .replace(/\.+/g, '.')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, 60);
}

export interface UploadedFile {
  data: Buffer;
  /** From the content (`identify`), e.g. 'image/png'. */
  type: string;
  /** Ours, from the content, e.g. 'poster.png'. */
  name: string;
}

export interface UploadRules {
  /** The multipart field the file comes in; files under other names are ignored. */
  field: string;
  maxBytes: number;
  /** 413's words. */
  tooBig: string;
  /**
   * The file's type and our name for it from its bytes; null when it is not accepted. `sentName`
   * is the browser's, already reduced by `safeBaseName` (no path, no extension, plain characters).
   */
  identify: (data: Buffer, sentName: string) => { type: string; name: string } | null;
  /** 415's words. */
  wrongType: string;
  /** 400's words when the body is not multipart at all (default UNREADABLE_UPLOAD). */
  notMultipart?: string;
  /** The form field a problem names (the web shows it beside that field). */
  problemField?: string;
  maxFields?: number;
}

export interface Upload {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode;

export async function readUpload(req: FastifyRequest, rules: UploadRules): Promise<Upload> {
  const bad = (status: number, detail: string) =>
    new HttpProblem(
      problem(
        status,
        'Invalid request',
        detail,
        rules.problemField ? { [rules.problemField]: detail } : undefined,
      ),
    );
  if (!req.isMultipart()) throw bad(400, rules.notMultipart ?? UNREADABLE_UPLOAD);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = req.parts({
      limits: { fileSize: rules.maxBytes, files: 1, fields: rules.maxFields ?? 20 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const upload = part as MultipartFile;
      const data = await upload.toBuffer();
      if (upload.file.truncated) throw bad(413, rules.tooBig);
      if (upload.fieldname !== rules.field || data.length === 0) continue;
      const identity = rules.identify(data, safeBaseName(upload.filename));
      if (!identity) throw bad(415, rules.wrongType);
      file = { data, ...identity };
    }
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    // @fastify/multipart's own limit errors, and busboy's for a body it cannot parse.
    throw statusOf(error) === 413 ? bad(413, rules.tooBig) : bad(400, UNREADABLE_UPLOAD);
  }
  return { fields, file };
}
