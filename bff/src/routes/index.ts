import type { FastifyPluginAsync } from 'fastify';
import browseRoutes from './browse.ts';
import healthRoutes from './health.ts';
import posterRoutes from './posters.ts';
import sessionRoutes from './session.ts';

/** Every route plugin of the BFF, one per domain (add yours on its own line). */
export const routePlugins: FastifyPluginAsync[] = [healthRoutes, browseRoutes, sessionRoutes, posterRoutes];
