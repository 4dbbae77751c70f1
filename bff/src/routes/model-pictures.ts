import { legacyFileName, legacyId } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../lib/problem.ts';

const params = z.object({
  businessId: legacyId(),
  eventId: legacyId(),
  file: legacyFileName(),
});

/** Model pictures live in the legacy's models folder by business id, event id and file name. */
export default async function modelPictureRoutes(app: FastifyInstance) {
  app.get(
    '/api/model-pictures/:businessId/:eventId/:file',
    { schema: { params, hide: true } },
    async (req, reply) => {
      const { businessId, eventId, file } = req.params as z.infer<typeof params>;
      const path = `models/${encodeURIComponent(businessId)}/${encodeURIComponent(eventId)}/${file}`;
      const asset = await app.readCache.get(`asset:${path}`, () => app.legacyClient.asset(path, req.id));
      if (!asset) throw notFound('This picture does not exist.');
      return reply.header('cache-control', 'public, max-age=3600').type(asset.contentType).send(asset.body);
    },
  );
}
