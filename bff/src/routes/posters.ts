import { legacyFileName, legacyId } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ensurePublicEvent } from '../domain/browse/public-event.ts';
import { notFound } from '../lib/problem.ts';

const params = z.object({
  businessId: legacyId(),
  eventId: legacyId(),
  file: legacyFileName(),
});

/** Posters live on the legacy under a path built from business, event and file name. */
export default async function posterRoutes(app: FastifyInstance) {
  app.get(
    '/api/posters/:businessId/:eventId/:file',
    { schema: { params, hide: true } },
    async (req, reply) => {
      const { businessId, eventId, file } = req.params as z.infer<typeof params>;
      await ensurePublicEvent(req, req.log, eventId);
      // Opaque ids, each one path segment on the legacy too.
      const path = `posters/${encodeURIComponent(businessId)}/${encodeURIComponent(eventId)}/${file}`;
      const asset = await app.readCache.get(`asset:${path}`, () => app.legacyClient.asset(path, req.id));
      if (!asset) throw notFound('This poster does not exist.');
      return reply.header('cache-control', 'public, max-age=3600').type(asset.contentType).send(asset.body);
    },
  );
}
