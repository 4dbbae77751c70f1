import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { SharedState } from '../lib/shared-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis, when REDIS_URL is set; null: every instance keeps its own state in memory. */
    shared: SharedState | null;
  }
}

/** Connects to Redis when configured (never blocking the start for more than 2 s). */
export default fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const url = opts.config.REDIS_URL;
  const shared = url ? new SharedState(url, app.log) : null;
  app.decorate('shared', shared);
  if (!shared) return;
  await shared.start();
  // Writes other instances must see (a logout, an invalidated read) land before the answer does.
  app.addHook('onSend', async () => shared.settle());
  app.addHook('onClose', async () => shared.close());
});
