import { operationList } from '@tix/contract/legacy/index';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyChaos } from './chaos.ts';
import { operationPaths } from './dispatch.ts';
import { bodyEncoding, type Fields, readBody } from './request.ts';
import { readCookie, SESSION_COOKIE } from './sessions.ts';
import { SessionLock } from './spec-strict/index.ts';
import type { Standin } from './store.ts';
import { answerWire, type ProtocolOptions } from './wire.ts';

export type { ProtocolOptions } from './wire.ts';

// The stand-in's HTTP face: each catalogue script path answered by answerWire (wire.ts), after
// the chaos switch (a stand-in for a sick server: it works on the connection itself).

async function serve(
  request: FastifyRequest,
  reply: FastifyReply,
  standin: Standin,
  options: ProtocolOptions,
) {
  if (await applyChaos(standin.chaos, request, reply)) return reply;
  const { fields, files } = await readBody(request);
  const answer = await answerWire(
    standin,
    {
      method: request.method,
      path: request.routeOptions.url ?? '',
      query: { ...(request.query as Fields) },
      encoding: bodyEncoding(request),
      fields,
      files,
      cookie: request.headers.cookie,
    },
    options,
    (detail, message) => request.log.error(detail, message),
  );
  if (answer.setCookies.length) reply.header('set-cookie', [...answer.setCookies]);
  return reply.code(answer.status).type(answer.contentType).send(answer.body);
}

/** Routes every script path of the catalogue (GET and POST) to the operation handlers. */
export function registerProtocol(app: FastifyInstance, standin: Standin, options: ProtocolOptions): void {
  const lock = new SessionLock();
  const locked = options.profile === 'spec-strict';
  for (const path of operationPaths(operationList)) {
    app.route({
      method: ['GET', 'POST'],
      url: `/${path}`,
      handler: (request, reply) =>
        locked
          ? lock.run(readCookie(request.headers.cookie, SESSION_COOKIE), () =>
              serve(request, reply, standin, options),
            )
          : serve(request, reply, standin, options),
    });
  }
}
