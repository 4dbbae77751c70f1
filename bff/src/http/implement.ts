import type { Endpoint } from '@tix/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySerializerCompiler,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { exactAnswerSerializerCompiler } from '../lib/serializer.ts';
import { requireRole } from './access.ts';
import { type AccountLimit, accountLimitCheck } from './limits.ts';
import { OWNERSHIP_CHECKS } from './ownership.ts';
import { refuseBadPathIds } from './path-ids.ts';
import { type SessionUser, sessionUser } from './session-user.ts';

// A domain's endpoints are implemented together, as one object typed by that domain's contract
// (the idea of ts-rest's router): a contract endpoint without a handler does not compile.

type Parts<E> =
  E extends Endpoint<infer Q, infer P, infer B, z.ZodType>
    ? { query: z.output<Q>; params: z.output<P>; body: z.output<B> }
    : never;

export interface HandlerRequest<E extends Endpoint> extends FastifyRequest {
  query: Parts<E>['query'];
  params: Parts<E>['params'];
  body: Parts<E>['body'];
}

export type Handler<E extends Endpoint> = (
  req: HandlerRequest<E>,
  reply: FastifyReply,
) => Promise<E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never>;

/** A handler, or a handler with the limits its route needs beyond the role guard. */
export type Implementation<E extends Endpoint> =
  | Handler<E>
  | {
      readonly handler: Handler<E>;
      /** Per-address limit (the spec's guessable steps: logins, codes). */
      readonly perIp?: { readonly max: number; readonly timeWindow: string };
      /** Per-account limit: the account the attempt is about, whoever sends it. */
      readonly perAccount?: AccountLimit;
      /**
       * The handler's answer holds exactly the response schema's fields, in its order (built
       * field by field): written by JSON.stringify (lib/serializer.ts), checked byte for byte
       * against the schema's serializer under test.
       */
      readonly exactAnswer?: true;
    };

export type DomainRoutes<C> = {
  readonly [K in keyof C]: C[K] extends Endpoint ? Implementation<C[K]> : never;
};

/**
 * Role guard from the endpoint's `access` (401 for guests, 403 for the wrong account type), then
 * the ownership its contract entry declares: someone else's object is a 404 before any legacy call.
 * A public endpoint has none; one without an ownership check decides at once (a callback hook:
 * no promise and microtask per request).
 */
function guard(endpoint: Endpoint): preHandlerHookHandler | preHandlerAsyncHookHandler | null {
  if (endpoint.access === 'public') return null;
  const owner = endpoint.owner;
  const check = owner && 'owned' in owner ? OWNERSHIP_CHECKS[owner.owned] : null;
  const role = (req: FastifyRequest): SessionUser =>
    requireRole(endpoint, sessionUser(req), req.sessionEnded);
  if (check) {
    const owned: preHandlerAsyncHookHandler = async (req) => check(req, role(req));
    return owned;
  }
  const decided: preHandlerHookHandler = (req, _reply, done) => {
    try {
      role(req);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };
  return decided;
}

/** The contract's id rule on every path param (http/path-ids.ts), before the role guard. */
const pathIdCheck: preHandlerHookHandler = (req, _reply, done) => {
  try {
    refuseBadPathIds(req.params);
  } catch (error) {
    return done(error as Error);
  }
  done();
};

/**
 * Registers every endpoint of one contract domain: its schemas validate the request (400 problem
 * on bad input) and the answer, and feed the OpenAPI document.
 */
export function registerDomain<C extends Record<string, Endpoint>>(
  app: FastifyInstance,
  contract: C,
  routes: DomainRoutes<C>,
  only: (name: string) => boolean = () => true,
): void {
  for (const name of Object.keys(contract)) {
    if (!only(name)) continue;
    const endpoint = contract[name] as Endpoint;
    const impl = routes[name] as Implementation<Endpoint>;
    const { handler, perIp, perAccount, exactAnswer } = typeof impl === 'function' ? { handler: impl } : impl;
    const roleGuard = guard(endpoint);
    const preHandler: (preHandlerHookHandler | preHandlerAsyncHookHandler)[] = [];
    if (/\/:/.test(endpoint.path)) preHandler.push(pathIdCheck);
    if (roleGuard) preHandler.push(roleGuard);
    if (perAccount) preHandler.push(accountLimitCheck(app, perAccount));
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(perIp ? { config: { rateLimit: { ...perIp } } } : {}),
      // Fastify types a route's own compiler by the route's whole schema, though it calls it with
      // each response schema, as it calls the instance's.
      ...(exactAnswer
        ? { serializerCompiler: exactAnswerSerializerCompiler as FastifySerializerCompiler<unknown> }
        : {}),
      schema: {
        summary: endpoint.summary,
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { [endpoint.status ?? 200]: endpoint.response },
      },
      preHandler,
      // The status first, then the handler's promise as it is (no async wrapper of our own): an
      // error replaces the status with its own (plugins/errors.ts).
      handler: (req, reply) => {
        reply.code(endpoint.status ?? 200);
        return handler(req as HandlerRequest<Endpoint>, reply);
      },
    });
  }
}
