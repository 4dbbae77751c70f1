import { type LegacyOperation, operationList } from '@tix/contract/legacy/index';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyChaos, phpPrefix } from './chaos.ts';
import { coerceParams, describeIssues } from './coerce.ts';
import { handlerContext } from './context.ts';
import { normalisePath, operationPaths, resolveOperation } from './dispatch.ts';
import { handlers, StandinError } from './handlers/index.ts';
import { encodingProblem, type Fields, fileProblem, gatherParams, readBody } from './request.ts';
import { sessionRefusal } from './session-guard.ts';
import { readCookie, SESSION_COOKIE } from './sessions.ts';
import {
  decodeFields,
  type LegacyProfile,
  SessionLock,
  strictBody,
  strictNotFoundBody,
} from './spec-strict/index.ts';
import type { Standin } from './store.ts';

export interface ProtocolOptions {
  readonly strict: boolean;
  readonly opParam: string;
  /** `spec-strict`: answers cut to the spec, opaque ids, PHP's session lock (spec-strict/). */
  readonly profile: LegacyProfile;
}

/** The legacy answers JSON as text/html, with PHP's banner. */
function sendJson(
  reply: FastifyReply,
  standin: Standin,
  operation: LegacyOperation,
  value: unknown,
  profile: LegacyProfile,
): FastifyReply {
  const json = profile === 'spec-strict' ? strictBody(operation, value) : (JSON.stringify(value) ?? '');
  return reply
    .code(200)
    .type('text/html; charset=UTF-8')
    .send(`${phpPrefix(standin.chaos)}${json}`);
}

const refuse = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(`${text}\n`);

async function serve(
  request: FastifyRequest,
  reply: FastifyReply,
  standin: Standin,
  options: ProtocolOptions,
) {
  if (await applyChaos(standin.chaos, request, reply)) return reply;
  const { strict, opParam } = options;
  const specStrict = options.profile === 'spec-strict';
  const rawQuery: Fields = { ...(request.query as Fields) };
  const query = specStrict ? decodeFields(rawQuery) : rawQuery;
  const path = normalisePath(request.routeOptions.url ?? '');
  const op = typeof query[opParam] === 'string' ? String(query[opParam]) : undefined;
  const { fields: rawBody, files } = await readBody(request);
  const body = specStrict ? decodeFields(rawBody) : rawBody;
  const resolution = resolveOperation(
    operationList,
    { method: request.method, path, op, param: (name) => body[name] ?? query[name] },
    opParam,
  );
  if (!resolution.ok && strict) return refuse(reply, 400, resolution.reason);
  const operation = resolution.ok ? resolution.operation : resolution.fallback;
  // Relaxed mode: an unmatched branch of the PHP script prints nothing.
  if (!operation) return reply.code(200).type('text/html; charset=UTF-8').send('');
  if (strict) {
    const problem = encodingProblem(operation, request) ?? fileProblem(operation, files);
    if (problem) return refuse(reply, 400, problem);
  }
  const raw = coerceParams(operation.params, gatherParams(query, body, request.method, opParam, !strict));
  const parsed = operation.params.safeParse(raw);
  if (!parsed.success && strict)
    return refuse(reply, 400, describeIssues(operation.key, parsed.error.issues, raw));
  if (strict) {
    const sid = readCookie(request.headers.cookie, SESSION_COOKIE);
    const refusal = sessionRefusal(
      operation,
      parsed.success ? parsed.data : raw,
      sid,
      standin.sessions.get(sid),
    );
    if (refusal) return refuse(reply, refusal.status, refusal.message);
  }
  // Checked after the request, so drift shows even for operations still to be implemented.
  const handler = handlers.get(operation.key);
  if (!handler)
    return refuse(reply, 501, `${operation.key} is in the catalogue but the stand-in has no handler yet`);
  try {
    const answer = await handler.run(
      parsed.success ? parsed.data : raw,
      handlerContext(request, reply, standin, files),
    );
    if (strict) {
      const check = operation.response.safeParse(answer);
      if (!check.success) {
        request.log.error(
          { operation: operation.key, issues: check.error.issues },
          'stand-in answer off its schema',
        );
        return refuse(
          reply,
          500,
          `Stand-in bug: ${operation.key} answer does not match its catalogue response schema`,
        );
      }
    }
    return sendJson(reply, standin, operation, answer, options.profile);
  } catch (error) {
    if (error instanceof StandinError) {
      if (error.status === 404 && options.profile === 'spec-strict')
        return reply
          .code(200)
          .type('text/html; charset=UTF-8')
          .send(strictNotFoundBody(operation, error.message));
      return refuse(reply, error.status, error.message);
    }
    request.log.error({ err: error, operation: operation.key }, 'stand-in handler failed');
    const message = error instanceof Error ? error.message : String(error);
    return reply
      .code(500)
      .type('text/html; charset=UTF-8')
      .send(`<br />\n<b>Fatal error</b>:  ${message}<br />\n`);
  }
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
