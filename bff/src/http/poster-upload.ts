import {
  POSTER_DIMENSIONS_MESSAGE,
  POSTER_MAX_BYTES,
  POSTER_MESSAGES,
  POSTER_SIZE_MESSAGE,
  posterDimensionsAllowed,
  sniffPosterImage,
} from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpProblem, problem } from '../lib/problem.ts';
import { readUpload, type UploadedFile } from './upload.ts';

// An event's poster, through the one upload reader: accepted only when its first bytes say JPEG,
// PNG, GIF or WebP, its header gives pixel dimensions within the poster's limits, and named after
// its content.

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
      const found = sniffPosterImage(data);
      return found && { type: found.type, name: `poster.${found.extension}` };
    },
  });
  if (!file) throw new HttpProblem(problem(400, 'Invalid request', POSTER_MESSAGES.posterRequired));
  await assertPosterDimensions(file.data);
  return file;
}

/**
 * A poster's pixels, read from its header (nothing decoded): a small file can hold a picture
 * that every later drawing would have to decode (a 137 KB PNG of 6000 × 6000).
 */
async function assertPosterDimensions(data: Buffer): Promise<void> {
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw new HttpProblem(problem(415, 'Unsupported poster', POSTER_MESSAGES.posterType));
  }
  if (!posterDimensionsAllowed(width, height))
    throw new HttpProblem(problem(413, 'Poster too large', POSTER_DIMENSIONS_MESSAGE));
}
