import type { MultipartFile } from '@fastify/multipart';
import {
  POSTER_MAX_BYTES,
  POSTER_MEDIA_TYPES,
  POSTER_MESSAGES,
  POSTER_SIZE_MESSAGE,
  sniffPosterImage,
} from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, problem } from '../lib/problem.ts';

// An event's poster, read like the proof of payment (proof-upload.ts): from the multipart body
// with a size limit, accepted only when its first bytes say JPEG, PNG, GIF or WebP. The name the
// legacy gets follows the content, never the name the browser sent.

const bad = (status: number, detail: string) => new HttpProblem(problem(status, 'Invalid request', detail));

export interface PosterFile {
  data: Buffer;
  type: string;
  name: string;
}

/** Reads the `file` part; anything else is ignored. Missing: 400, too big: 413, not an image: 415. */
export async function readPosterUpload(req: FastifyRequest): Promise<PosterFile> {
  if (!req.isMultipart()) throw bad(400, POSTER_MESSAGES.posterRequired);
  let poster: PosterFile | null = null;
  for await (const part of req.parts({ limits: { fileSize: POSTER_MAX_BYTES, files: 1, fields: 10 } })) {
    if (part.type !== 'file') continue;
    const file = part as MultipartFile;
    const data = await file.toBuffer().catch((error: unknown) => {
      // @fastify/multipart throws its own 413 at the limit: answer with the poster's message.
      throw (error as { statusCode?: number }).statusCode === 413 ? bad(413, POSTER_SIZE_MESSAGE) : error;
    });
    if (file.file.truncated) throw bad(413, POSTER_SIZE_MESSAGE);
    if (file.fieldname !== 'file' || data.length === 0) continue;
    const kind = sniffPosterImage(data);
    if (!kind) throw bad(415, POSTER_MESSAGES.posterType);
    poster = { data, type: POSTER_MEDIA_TYPES[kind], name: `poster.${kind}` };
  }
  if (!poster) throw bad(400, POSTER_MESSAGES.posterRequired);
  return poster;
}
