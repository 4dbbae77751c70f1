import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { csrfGuard } from './lib/csrf.ts';
import { loggerOptions } from './lib/logger.ts';
import { frameworkErrors, securityHeaders } from './lib/security-headers.ts';
import { serializerCompiler } from './lib/serializer.ts';
import openapi from './openapi/index.ts';
import errors from './plugins/errors.ts';
import legacyPlugin from './plugins/legacy.ts';
import metrics from './plugins/metrics.ts';
import session from './plugins/session.ts';
import sharedState from './plugins/shared-state.ts';
import web from './plugins/web.ts';
import { routePlugins } from './routes/index.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the BFF without listening: main.ts listens, tests call `inject`. */
export async function buildServer(
  config: Config,
  options: { logger?: boolean; logStream?: { write: (line: string) => void } } = {},
): Promise<FastifyInstance> {
  // Request ids (logs, the legacy's x-request-id): this instance's random prefix and a count, as
  // unique across instances and restarts as a UUID per request, without a random draw each.
  const idPrefix = randomBytes(6).toString('hex');
  let requests = 0;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    // Our own onResponse hook writes the one line per request.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < Number(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Clients that send slowly or go quiet do not hold connections (a slow-loris trickle).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks the request and headers timeouts on this beat (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, config.HEADERS_TIMEOUT_MS),
    },
    frameworkErrors: frameworkErrors(config),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given)
        ? given
        : `${idPrefix}-${(++requests).toString(36)}`;
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Routes read the configuration (public URL, payment providers) from the instance.
  if (!app.hasDecorator('config')) app.decorate('config', config);

  await app.register(errors);
  app.addHook('onRequest', securityHeaders(config));
  // Answers compressed for clients that accept it; request bodies are never compressed by our
  // clients, so no decompression hook runs on every request (a compressed body is not JSON: 400).
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024 });
  await app.register(sharedState, { config });
  await app.register(metrics, { config });
  await app.register(rateLimit, {
    global: false,
    allowList: config.RATE_LIMIT_ALLOW,
    // Shared counters with REDIS_URL; when Redis cannot count, the attempt is let through.
    ...(app.shared ? { redis: app.shared.redis, nameSpace: 'tix:rl:', skipOnError: true } : {}),
  });
  await app.register(cookie);
  await app.register(session, { config });
  await app.register(legacyPlugin, { config });
  await app.register(openapi, { config });

  app.addHook('onRequest', csrfGuard(config));
  // The request id is set with the security headers (onRequest). Callback hooks, not async
  // ones: no promise and microtask each on every request.
  // One line per request: route, status, duration and the legacy operations it called; then the
  // request's metrics (one hook for both, the route read once).
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'not-found';
    req.log.info(
      {
        method: req.method,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        legacy: req.legacyTimings.length ? req.legacyTimings : undefined,
      },
      'request',
    );
    app.metrics.answered(req, reply, route);
    done();
  });

  for (const plugin of routePlugins) await app.register(plugin);
  await app.register(web, { root: config.WEB_DIST ?? DEFAULT_WEB_DIST });
  return app;
}
