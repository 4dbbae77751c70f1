import { POSTER_MAX_PIXELS, posterDimensionsAllowed } from '@tix/contract';
import sharp from 'sharp';

// A poster made safe to draw (issue 42). Whatever the legacy serves (an upload of long ago, a file
// put there by hand) is checked before anything decodes it: pixel dimensions from the header, an
// SVG's size and shape from its text. What passes is decoded by libvips on libuv's thread pool,
// never on the event loop, one poster at a time, with a time limit, into a JPEG of at most
// 1200 × 1500 that pdfkit embeds as it is (no decoding there either).

/** The largest picture a flyer needs (its poster box at about 300 dpi). */
const BOX = { width: 1200, height: 1500 };
const SVG_MAX_BYTES = 256 * 1024;
const SVG_MAX_ELEMENTS = 5000;
const TIME_LIMIT_SECONDS = 5;

export type SafePoster = { ok: true; jpeg: Buffer } | { ok: false; reason: string };

export const POSTER_LEFT_OUT = {
  tooLarge: 'The poster is too large to draw.',
  unsafe: 'The poster is an SVG drawing too complex to draw safely.',
  unreadable: 'The poster could not be read.',
} as const;

const isSvg = (poster: { contentType: string; body: Buffer }) =>
  /^image\/svg\+xml\b/i.test(poster.contentType) ||
  /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(poster.body.subarray(0, 512).toString('utf8'));

/**
 * Why an SVG may not be drawn, or null. References (`<use>`) can multiply a small file into
 * billions of shapes, and entities into billions of characters: neither is drawn. Without them the
 * work is bounded by the count of elements.
 */
export function svgRefusal(text: string): string | null {
  if (Buffer.byteLength(text) > SVG_MAX_BYTES) return POSTER_LEFT_OUT.tooLarge;
  if (/<use[\s/>]|<!ENTITY|<!DOCTYPE/i.test(text)) return POSTER_LEFT_OUT.unsafe;
  const elements = text.match(/<[A-Za-z]/g)?.length ?? 0;
  return elements > SVG_MAX_ELEMENTS ? POSTER_LEFT_OUT.unsafe : null;
}

/** One poster decoded at a time: a burst of flyers cannot take every thread of the pool. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** The poster as a bounded JPEG, or why it is left out. */
export async function safePoster(poster: { contentType: string; body: Buffer }): Promise<SafePoster> {
  if (isSvg(poster)) {
    const refusal = svgRefusal(poster.body.toString('utf8'));
    if (refusal) return { ok: false, reason: refusal };
  }
  try {
    // Header only: nothing is decoded yet.
    const meta = await sharp(poster.body, { limitInputPixels: POSTER_MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height || !posterDimensionsAllowed(meta.width, meta.height))
      return { ok: false, reason: POSTER_LEFT_OUT.tooLarge };
    const jpeg = await oneAtATime(() =>
      sharp(poster.body, { limitInputPixels: POSTER_MAX_PIXELS, animated: false })
        .timeout({ seconds: TIME_LIMIT_SECONDS })
        .resize({ ...BOX, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    return { ok: true, jpeg };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return {
      ok: false,
      reason: /pixel limit|too large/i.test(message) ? POSTER_LEFT_OUT.tooLarge : POSTER_LEFT_OUT.unreadable,
    };
  }
}
