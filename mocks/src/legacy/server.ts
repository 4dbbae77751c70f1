import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAdmin } from './admin.ts';
import { registerPayments } from './payments/routes.ts';
import { registerPosters } from './poster-route.ts';
import { registerProtocol } from './protocol.ts';
import { decodeFolderPath } from './spec-strict/folder-paths.ts';
import type { LegacyProfile } from './spec-strict/index.ts';
import { FIRST_READING, type SecondReading } from './spec-strict/variants.ts';
import { Standin } from './store.ts';
import { registerModelPictures } from './vote-payments.ts';

export interface StandinOptions {
  /** Refuse unknown operations and bad parameters with 400 (default true). */
  readonly strict?: boolean;
  /** Name of the query parameter that picks the operation (default `q`). */
  readonly opParam?: string;
  /** The clock: seed dates are relative to it (default the real time). */
  readonly now?: () => Date;
  readonly logger?: FastifyServerOptions['logger'];
  /**
   * `rich` (default): the stand-in as the product grew up with it. `spec-strict`: answers carry only
   * what the spec promises, as a PHP legacy written from the spec would send them (spec-strict/).
   */
  readonly profile?: LegacyProfile;
  /** A second reading of the spec's switches (spec-strict/variants.ts): none by default. */
  readonly reading?: SecondReading;
}

const states = new WeakMap<FastifyInstance, Standin>();

/** The legacy stand-in as a Fastify instance, not listening yet. */
export function buildStandin(options: StandinOptions = {}): FastifyInstance {
  const profile = options.profile ?? 'rich';
  const app = Fastify({
    logger: options.logger ?? false,
    // Opaque ids in the legacy's folder paths back to row numbers (spec-strict/folder-paths.ts).
    rewriteUrl: (req: IncomingMessage) =>
      profile === 'spec-strict' ? decodeFolderPath(req.url ?? '/') : (req.url ?? '/'),
  });
  const standin = new Standin(options.now ?? (() => new Date()));
  states.set(app, standin);
  app.register(formbody);
  app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/__standin')) reply.header('x-powered-by', 'PHP/7.4.33');
  });
  app.register(async (scope) => {
    registerProtocol(scope, standin, {
      strict: options.strict ?? true,
      opParam: options.opParam ?? 'q',
      profile,
      reading: options.reading ?? FIRST_READING,
    });
    registerPosters(scope, standin, profile, (options.reading ?? FIRST_READING).posterFolder);
    registerAdmin(scope, standin);
    registerPayments(scope, standin, options.opParam ?? 'q');
    registerModelPictures(scope, standin);
  });
  return app;
}

/** The state behind a stand-in built by `buildStandin` (tests and scripts peek at it). */
export function standinOf(app: FastifyInstance): Standin {
  const standin = states.get(app);
  if (!standin) throw new Error('Not a stand-in built by buildStandin');
  return standin;
}
