import { type LegacyOperation, operationList } from '@tix/contract/legacy/index';
import { phpPrefix } from './chaos.ts';
import { coerceParams, describeIssues } from './coerce.ts';
import { handlerContext } from './context.ts';
import { normalisePath, resolveOperation } from './dispatch.ts';
import { handlers, StandinError } from './handlers/index.ts';
import { type Fields, fileProblem, gatherParams, type UploadedFile } from './request.ts';
import { sessionRefusal } from './session-guard.ts';
import { readCookie, SESSION_COOKIE } from './sessions.ts';
import { decodeFields, type LegacyProfile, strictBody, strictNotFoundBody } from './spec-strict/index.ts';
import {
  answersEmpty,
  FIRST_READING,
  incomingParams,
  outgoingAnswer,
  type SecondReading,
} from './spec-strict/variants.ts';
import type { Standin } from './store.ts';

// The legacy's protocol as a function: one request as it arrived on the wire (script path, query,
// body fields and files, cookies) in, the PHP script's answer (status, headers, text) out. The
// Fastify server (protocol.ts) and mock mode's in-memory transport (in-memory-transport.ts) both
// answer through it, from the same `Standin`.

export interface ProtocolOptions {
  readonly strict: boolean;
  readonly opParam: string;
  /** `spec-strict`: answers cut to the spec, opaque ids, PHP's session lock (spec-strict/). */
  readonly profile: LegacyProfile;
  /** What a second legacy written from the spec did differently (spec-strict/variants.ts); none by default. */
  readonly reading?: SecondReading;
}

/** One request to a PHP script, decoded as PHP fills $_GET, $_POST, $_FILES and $_COOKIE. */
export interface WireRequest {
  readonly method: string;
  /** The script's path, e.g. `/webservices.php`. */
  readonly path: string;
  readonly query: Fields;
  /** The body's encoding in the catalogue's words: `form`, `multipart`, `none` or the type sent. */
  readonly encoding: string;
  readonly fields: Fields;
  readonly files: Record<string, UploadedFile>;
  readonly cookie: string | undefined;
}

/** The script's answer. */
export interface WireAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly setCookies: readonly string[];
  readonly body: string;
}

/** The legacy answers JSON as text/html, with PHP's banner. */
const html = (body: string, setCookies: readonly string[] = []): WireAnswer => ({
  status: 200,
  contentType: 'text/html; charset=UTF-8',
  setCookies,
  body,
});
const refusal = (status: number, text: string, setCookies: readonly string[] = []): WireAnswer => ({
  status,
  contentType: 'text/plain; charset=utf-8',
  setCookies,
  body: `${text}\n`,
});

/** Strict mode: a POST body must use the operation's declared encoding. */
function encodingProblem(operation: LegacyOperation, sent: string): string | null {
  if (operation.method !== 'POST' || operation.encoding === 'query') return null;
  if (sent === operation.encoding) return null;
  // A urlencoded form with no fields at all may come without a body.
  if (sent === 'none' && operation.encoding === 'form') return null;
  return `${operation.key} expects a ${operation.encoding} body, got ${sent}`;
}

/** Answers one wire request from the stand-in's state, as the PHP legacy would. */
export async function answerWire(
  standin: Standin,
  request: WireRequest,
  options: ProtocolOptions,
  log: (detail: object, message: string) => void = () => {},
): Promise<WireAnswer> {
  const { strict, opParam } = options;
  const specStrict = options.profile === 'spec-strict';
  const query = specStrict ? decodeFields(request.query) : request.query;
  const path = normalisePath(request.path);
  const op = typeof query[opParam] === 'string' ? String(query[opParam]) : undefined;
  const body = specStrict ? decodeFields(request.fields) : request.fields;
  const { files } = request;
  const resolution = resolveOperation(
    operationList,
    { method: request.method, path, op, param: (name) => body[name] ?? query[name] },
    opParam,
  );
  if (!resolution.ok && strict) return refusal(400, resolution.reason);
  const operation = resolution.ok ? resolution.operation : resolution.fallback;
  // Relaxed mode: an unmatched branch of the PHP script prints nothing.
  if (!operation) return html('');
  if (strict) {
    const problem = encodingProblem(operation, request.encoding) ?? fileProblem(operation, files);
    if (problem) return refusal(400, problem);
  }
  const raw = coerceParams(operation.params, gatherParams(query, body, request.method, opParam, !strict));
  const parsed = operation.params.safeParse(raw);
  if (!parsed.success && strict) return refusal(400, describeIssues(operation.key, parsed.error.issues, raw));
  if (strict) {
    const sid = readCookie(request.cookie, SESSION_COOKIE);
    const refused = sessionRefusal(
      operation,
      parsed.success ? parsed.data : raw,
      sid,
      standin.sessions.get(sid),
    );
    if (refused) return refusal(refused.status, refused.message);
  }
  // Checked after the request, so drift shows even for operations still to be implemented.
  const handler = handlers.get(operation.key);
  if (!handler)
    return refusal(501, `${operation.key} is in the catalogue but the stand-in has no handler yet`);
  const setCookies: string[] = [];
  const reading = options.reading ?? FIRST_READING;
  try {
    const params = incomingParams(reading, operation.key, parsed.success ? parsed.data : raw, standin.data);
    const answer = await handler.run(
      params,
      handlerContext(request.cookie, setCookies, standin, files, options.profile),
    );
    if (strict) {
      const check = operation.response.safeParse(answer);
      if (!check.success) {
        log({ operation: operation.key, issues: check.error.issues }, 'stand-in answer off its schema');
        return refusal(
          500,
          `Stand-in bug: ${operation.key} answer does not match its catalogue response schema`,
          setCookies,
        );
      }
    }
    // The reading's differences go out after the stand-in's own check of its answer.
    if (answersEmpty(reading, operation.key)) return html('', setCookies);
    const sent = outgoingAnswer(reading, operation.key, answer, standin.data);
    const json = specStrict ? strictBody(operation, sent) : (JSON.stringify(sent) ?? '');
    return html(`${phpPrefix(standin.chaos)}${json}`, setCookies);
  } catch (error) {
    if (error instanceof StandinError) {
      if (error.status === 404 && specStrict)
        return html(strictNotFoundBody(operation, error.message), setCookies);
      return refusal(error.status, error.message, setCookies);
    }
    log({ err: error, operation: operation.key }, 'stand-in handler failed');
    const message = error instanceof Error ? error.message : String(error);
    return {
      status: 500,
      contentType: 'text/html; charset=UTF-8',
      setCookies,
      body: `<br />\n<b>Fatal error</b>:  ${message}<br />\n`,
    };
  }
}
