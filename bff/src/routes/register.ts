import type { Endpoint } from '@tix/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { forbidden, notLoggedIn } from '../lib/problem.ts';
import { sessionUser } from '../plugins/session.ts';

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

/** Role guard from the endpoint's `access`: 401 for guests, 403 for the wrong account type. */
function guard(endpoint: Endpoint) {
  return async (req: FastifyRequest) => {
    if (endpoint.access === 'public') return;
    const user = sessionUser(req);
    if (!user) throw notLoggedIn();
    if (endpoint.access !== 'user' && !endpoint.access.includes(user.accountType)) throw forbidden();
  };
}

/**
 * Registers one contract endpoint: its schemas validate the request (400 problem on bad input)
 * and the answer, and feed the OpenAPI document.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  extra: Pick<RouteShorthandOptions, 'config'> = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...extra,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [endpoint.status ?? 200]: endpoint.response },
    },
    preHandler: guard(endpoint),
    handler: async (req, reply) => {
      const result = await handler(req as HandlerRequest<E>, reply);
      reply.code(endpoint.status ?? 200);
      return result;
    },
  });
}
