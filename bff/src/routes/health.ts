import { legacy } from '@tix/contract';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  /** Ready when the legacy answers and the breaker is closed. */
  app.get('/readyz', { schema: { hide: true } }, async (req, reply) => {
    if (!app.legacyClient.healthy)
      return reply.code(503).send({ status: 'unavailable', legacy: 'breaker open' });
    try {
      await req.publicRead(legacy.PROVINCES);
      return { status: 'ready', legacy: 'reachable' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', legacy: 'unreachable' });
    }
  });
}
