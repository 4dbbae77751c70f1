import {
  POSTER_MAX_BYTES,
  POSTER_MEDIA_TYPES,
  POSTER_MESSAGES,
  POSTER_SIZE_MESSAGE,
  sniffPosterImage,
} from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, problem } from '../lib/problem.ts';
import { readUpload, type UploadedFile } from './upload.ts';

// An event's poster, through the one upload reader: accepted only when its first bytes say JPEG,
// PNG, GIF or WebP, and named after its content.

export type PosterFile = UploadedFile;

/** Reads the `file` part. Missing: 400, too big: 413, not an image: 415, unreadable body: 400. */
export async function readPosterUpload(req: FastifyRequest): Promise<PosterFile> {
  const { file } = await readUpload(req, {
    field: 'file',
    maxBytes: POSTER_MAX_BYTES,
    tooBig: POSTER_SIZE_MESSAGE,
    wrongType: POSTER_MESSAGES.posterType,
    notMultipart: POSTER_MESSAGES.posterRequired,
    maxFields: 10,
    identify: (data) => {
      const kind = sniffPosterImage(data);
      return kind && { type: POSTER_MEDIA_TYPES[kind], name: `poster.${kind}` };
    },
  });
  if (!file) throw new HttpProblem(problem(400, 'Invalid request', POSTER_MESSAGES.posterRequired));
  return file;
}
