import { legacyFileName, legacyId } from '@tix/contract';
import { legacyPosterPath, POSTER_PLACEHOLDER_PATH } from '@tix/contract/domain/posters';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ensurePublicEvent } from '../domain/browse/public-event.ts';

const params = z.object({
  businessId: legacyId(),
  eventId: legacyId(),
  file: legacyFileName(),
});

/**
 * Posters live on the legacy under a path built from business, event and file name, in the folder
 * the configuration names (LEGACY_POSTER_PATH). A poster the legacy does not have (or that is not
 * an image) is the spec's placeholder: the image tag that asked for it, server-rendered or not,
 * shows the placeholder instead of a broken image. An unknown event stays a 404.
 */
export default async function posterRoutes(app: FastifyInstance) {
  app.get(
    '/api/posters/:businessId/:eventId/:file',
    { schema: { params, hide: true } },
    async (req, reply) => {
      const { businessId, eventId, file } = req.params as z.infer<typeof params>;
      await ensurePublicEvent(req, req.log, eventId);
      const path = legacyPosterPath(app.config.LEGACY_POSTER_PATH, businessId, eventId, file);
      const asset = await app.readCache.get(`asset:${path}`, () => app.legacyClient.asset(path, req.id));
      if (!asset) {
        req.log.info({ poster: path }, 'the legacy has no such poster: the placeholder is shown');
        // Briefly: an upload in a minute's time shows without a stale placeholder.
        return reply.header('cache-control', 'public, max-age=60').redirect(POSTER_PLACEHOLDER_PATH, 302);
      }
      return reply.header('cache-control', 'public, max-age=3600').type(asset.contentType).send(asset.body);
    },
  );
}
