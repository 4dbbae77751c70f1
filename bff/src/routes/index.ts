import multipart from '@fastify/multipart';
import { api } from '@tix/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type DomainRoutes, registerDomain } from '../http/implement.ts';
import { MULTIPART_BODIES } from '../openapi/multipart.ts';
import { contractRoutes } from './contract-routes.ts';
import healthRoutes from './health.ts';
import modelPictureRoutes from './model-pictures.ts';
import posterRoutes from './posters.ts';

export { contractRoutes } from './contract-routes.ts';

type Api = typeof api;

/** What an upload may send: the readers (bff/src/http/*-upload.ts) check each file's own limit. */
const MULTIPART_LIMITS = { limits: { fileSize: 10 * 1024 * 1024, files: 3 } };

/**
 * The contract's endpoints. The uploads (the endpoints with a multipart body, MULTIPART_BODIES)
 * are registered in a scope of their own with @fastify/multipart: its parser and its hooks (two
 * async hooks and a listener on every response, for temporary files) run for them only, not on
 * every read. A multipart body sent anywhere else is a 415, as any type a route does not take.
 */
async function contractPlugin(app: FastifyInstance) {
  const domains = (Object.keys(api) as (keyof Api)[]).map(
    (domain) => [domain, contractRoutes[domain](app) as DomainRoutes<Api[typeof domain]>] as const,
  );
  const isUpload = (name: string) => Object.hasOwn(MULTIPART_BODIES, name);
  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_LIMITS);
    for (const [domain, routes] of domains) registerDomain(uploads, api[domain], routes, isUpload);
  });
  for (const [domain, routes] of domains) registerDomain(app, api[domain], routes, (name) => !isUpload(name));
}

/** Every route plugin of the BFF: the contract's endpoints, then the few that are not API. */
export const routePlugins: FastifyPluginAsync[] = [
  healthRoutes,
  posterRoutes,
  modelPictureRoutes,
  contractPlugin,
];
