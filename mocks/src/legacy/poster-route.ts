import { DEFAULT_POSTER_FOLDER } from '@tix/contract/domain/posters';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { EventRecord } from './model.ts';
import { uploadedPoster } from './poster-files.ts';
import { posterSvg } from './posters.ts';
import { decodeId, type LegacyProfile } from './spec-strict/index.ts';
import type { Standin } from './store.ts';

// The legacy's poster files. An organiser's upload is served as it came; an event of the seed gets
// its generated art (posters.ts) as a JPEG: the legacy takes jpg, jpeg, png, webp and gif posters
// only (spec 2, "Poster upload"), so pages are measured and flyers drawn with the kind of image
// the real service sends (docs/decisions/0041-stand-in-posters-are-jpegs.md).

/** The JPEG of each drawing, made once (about 30 ms each) and shared by requests that ask at once. */
const jpegs = new Map<string, Promise<Buffer>>();

/** The event's poster as the legacy would serve an upload: a 600 × 750 JPEG of posterSvg. */
export function posterJpeg(event: EventRecord): Promise<Buffer> {
  const svg = posterSvg(event);
  let jpeg = jpegs.get(svg);
  if (!jpeg) {
    // A handful of events in a demo; a long-running stand-in whose events keep changing starts over.
    if (jpegs.size >= 500) jpegs.clear();
    // 72 dpi × 0.75: the 800 × 1000 drawing rendered at 600 × 750 (a card shows it at most 300 wide).
    jpeg = sharp(Buffer.from(svg), { density: 54 }).jpeg({ quality: 72 }).toBuffer();
    jpegs.set(svg, jpeg);
    jpeg.catch(() => jpegs.delete(svg));
  }
  return jpeg;
}

/** A path segment's row id: as sent on the rich profile, decoded from the opaque id on spec-strict. */
const pathId = (segment: string, profile: LegacyProfile): string =>
  profile === 'spec-strict' ? String(decodeId(segment) ?? '') : segment;

/** `GET /{folder}/{businessid}/{eventid}/{file}`: the legacy's upload folder layout (`posters` by default). */
export function registerPosters(
  app: FastifyInstance,
  standin: Standin,
  profile: LegacyProfile = 'rich',
  folder = DEFAULT_POSTER_FOLDER,
): void {
  app.get<{ Params: { businessid: string; eventid: string; file: string } }>(
    `/${folder}/:businessid/:eventid/:file`,
    async (request, reply) => {
      const { file } = request.params;
      const businessid = pathId(request.params.businessid, profile);
      const eventid = pathId(request.params.eventid, profile);
      const event = standin.data.events.find(
        (e) =>
          String(e.id) === eventid &&
          String(e.businessId) === businessid &&
          e.poster !== '' &&
          e.poster === file,
      );
      if (!event) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
      const uploaded = uploadedPoster(standin.data, event.id, file);
      if (uploaded)
        return reply
          .type(uploaded.mimetype)
          .header('cache-control', 'public, max-age=300')
          .send(uploaded.data);
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=300')
        .send(await posterJpeg(event));
    },
  );
}
