import { legacy } from '@tix/contract';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  /**
   * Ready when the legacy answers and the breaker is closed. Redis is reported, not required: while
   * it is away, reads and logins still work here, so the instance stays in the pool (`degraded`).
   */
  app.get('/readyz', { schema: { hide: true } }, async (req, reply) => {
    const redis = app.shared ? (app.shared.up ? 'reachable' : 'unreachable') : 'not configured';
    if (!app.legacyClient.healthy)
      return reply.code(503).send({ status: 'unavailable', legacy: 'breaker open', redis });
    try {
      await req.publicRead(legacy.PROVINCES);
      return { status: redis === 'unreachable' ? 'degraded' : 'ready', legacy: 'reachable', redis };
    } catch {
      return reply.code(503).send({ status: 'unavailable', legacy: 'unreachable', redis });
    }
  });
}
