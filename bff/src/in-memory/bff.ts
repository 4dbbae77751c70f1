import { api, type Endpoint, type LegacyOperation, legacy, type Problem } from '@tix/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { loadConfig } from '../config.ts';
import { requireRole } from '../http/access.ts';
import type { HandlerRequest, Implementation } from '../http/implement.ts';
import { OWNERSHIP_CHECKS } from '../http/ownership.ts';
import { refuseBadPathIds } from '../http/path-ids.ts';
import { clearSession, sessionUser } from '../http/session-user.ts';
import { type CallOptions, LegacyClient } from '../legacy/client.ts';
import { LegacyError } from '../legacy/errors.ts';
import { found } from '../legacy/not-found.ts';
import type { LegacyTransport } from '../legacy/transport.ts';
import { MemoryAccountRecords } from '../lib/account-records.ts';
import { HttpProblem, problem } from '../lib/problem.ts';
import { contractRoutes } from '../routes/contract-routes.ts';
import { multipartParts } from './multipart.ts';
import { type BrowserSession, sessionFacade } from './session.ts';

// The BFF without Fastify, for mock mode (MSW in the browser, Vitest in Node): a `Request` for
// /api is answered by the contract endpoint's own handler (routes/), after the same steps the
// BFF takes (validation, the role the endpoint's `access` asks for, the ownership check its entry
// declares), with the same problem answers. Its legacy calls go through the BFF's own client over
// the transport given (the stand-in, in memory). What is not here: rate limits, the shared state
// of several instances, the read cache (every read is fresh), compression and security headers.
// What it remembers of accounts' objects (saved messages, started payments) is kept across
// logins, as one BFF instance keeps it (and, by mock mode, across a reload).

type AnyImplementation = Implementation<Endpoint>;
type AnyHandler = Exclude<AnyImplementation, { handler: unknown }>;

interface Route {
  readonly endpoint: Endpoint;
  readonly handler: AnyHandler;
  readonly segments: readonly string[];
}

const JSON_TYPE = 'application/json';

function problemResponse(body: Problem): Response {
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/** A zod failure as the BFF's 400 (plugins/errors.ts): the first message, and one per field. */
function invalid(error: z.ZodError): HttpProblem {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '(request)'] ??= issue.message;
  return new HttpProblem(
    problem(400, 'Invalid request', error.issues[0]?.message ?? 'The request is not valid.', errors),
  );
}

function parsed(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/** Static segments beat parameters (`/api/events/liked` before `/api/events/:eventId`). */
const specificity = (route: Route) => route.segments.filter((s) => s.startsWith(':')).length;

function match(route: Route, parts: readonly string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = route.segments[i] ?? '';
    const part = parts[i] ?? '';
    if (segment.startsWith(':')) {
      if (part === '') return null;
      params[segment.slice(1)] = decodeURIComponent(part);
    } else if (segment !== part) return null;
  }
  return params;
}

/** What the handlers log: errors reach the console, the rest stays quiet. */
const log = {
  level: 'warn',
  fatal: (...args: unknown[]) => console.error('[in-memory BFF]', ...args),
  error: (...args: unknown[]) => console.error('[in-memory BFF]', ...args),
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => log,
};

const logger = log as unknown as FastifyBaseLogger;

/** The reply object the handlers set the status and download headers on. */
class InMemoryReply {
  statusCode = 200;
  readonly headers: Record<string, string> = {};
  constructor(private readonly session: BrowserSession) {}
  code(status: number) {
    this.statusCode = status;
    return this;
  }
  status(status: number) {
    return this.code(status);
  }
  header(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
    return this;
  }
  type(value: string) {
    return this.header('content-type', value);
  }
  setCookie(name: string, value: string) {
    this.session.cookies[name] = value;
    return this;
  }
}

export interface InMemoryBffOptions {
  /** Where the legacy's requests go (the stand-in, in memory). */
  readonly transport: LegacyTransport;
  /** The site's own address (links the BFF writes: a flyer's QR code, payment return pages). */
  readonly publicUrl?: string;
}

export interface HandleOptions {
  /**
   * Reshapes a JSON answer before its check (mock mode's 'empty' switch); the answer is kept as
   * it was when the reshaped one no longer fits the endpoint's response schema.
   */
  readonly reshape?: (value: unknown) => unknown;
}

export interface InMemoryBff {
  /** The answer to one /api request, or null when no contract endpoint has this method and path. */
  handle(request: Request, session: BrowserSession, options?: HandleOptions): Promise<Response | null>;
  /** Forgets what it remembers of accounts' objects (a fresh world). */
  forgetAccounts(): void;
  /** What it remembers of accounts' objects, JSON-ready, and the way to put it back (a reload). */
  accountsSnapshot(): unknown;
  restoreAccounts(saved: unknown): void;
}

export function createInMemoryBff(options: InMemoryBffOptions): InMemoryBff {
  const publicUrl = options.publicUrl ?? 'http://localhost:5173';
  const { config } = loadConfig({
    LEGACY_BASE_URL: 'http://legacy.invalid/',
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: 'in-memory-bff-mock-mode-session-secret',
    PAYFAST_URL: `${publicUrl}/__pay/payfast`,
    OZOW_URL: `${publicUrl}/__pay/ozow`,
    LOG_LEVEL: 'silent',
  });
  const client = new LegacyClient(config, options.transport, { compiledChecks: false });
  const noCache = {
    get: <T>(_key: string, load: () => Promise<T>) => load(),
    peek: () => undefined,
    invalidate: () => {},
    clear: () => {},
  };
  const ledger = { end: () => {}, endAllOf: () => {}, isEnded: () => false };
  const accountRecords = new MemoryAccountRecords();
  // The part of the Fastify instance the route factories and handlers use.
  const app = {
    config,
    legacyClient: client,
    readCache: noCache,
    shared: undefined,
    sessionLedger: ledger,
    accountRecords,
  } as unknown as FastifyInstance;

  const routes: Route[] = [];
  for (const domain of Object.keys(api) as (keyof typeof api)[]) {
    const implementations = contractRoutes[domain](app) as unknown as Record<string, AnyImplementation>;
    const endpoints = api[domain] as Record<string, Endpoint>;
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const impl = implementations[name];
      if (!impl) continue;
      const handler = typeof impl === 'function' ? impl : impl.handler;
      routes.push({ endpoint, handler, segments: endpoint.path.split('/') });
    }
  }
  routes.sort((a, b) => specificity(a) - specificity(b));
  let requests = 0;

  function legacyPort(session: BrowserSession, id: string) {
    const reads = new Map<string, Promise<unknown>>();
    const timings: { op: string; ms: number; status: number | string }[] = [];
    const callLegacy = (op: LegacyOperation, params: object = {}, callOptions: CallOptions = {}) => {
      const send = () =>
        client.call(
          op,
          params,
          {
            requestId: id,
            log: logger,
            cookies: session.values.legacy ?? {},
            identity: session.user,
            onCookies: (jar) => {
              session.values = { ...session.values, legacy: jar };
            },
            timings,
          },
          callOptions,
        );
      // As in Node (plugins/legacy.ts): a plain read made twice in one request is sent once.
      if (!legacy.isRetryable(op) || callOptions.files) return send().then((answer) => found(op, answer));
      const key = `${op.key}?${JSON.stringify(Object.entries(params).sort())}`;
      const known = reads.get(key) ?? send();
      reads.set(key, known);
      known.catch(() => reads.delete(key));
      return known.then((answer) => found(op, answer));
    };
    const publicRead = (op: LegacyOperation, params: object = {}) =>
      client
        .call(op, params, { requestId: id, log: logger, cookies: {}, identity: null, timings })
        .then((answer) => found(op, answer));
    return {
      legacy: callLegacy,
      publicRead,
      freshPublic: () => undefined,
      legacyReads: reads,
      legacyTimings: timings,
    };
  }

  async function body(request: Request, endpoint: Endpoint): Promise<unknown> {
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    const type = request.headers.get('content-type') ?? '';
    if (!type.includes(JSON_TYPE)) return undefined;
    const text = await request.clone().text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      if (endpoint.body) throw new HttpProblem(problem(400, 'Invalid request', 'The request is not valid.'));
      return undefined;
    }
  }

  return {
    forgetAccounts: () => accountRecords.clear(),
    accountsSnapshot: () => accountRecords.snapshot(),
    restoreAccounts: (saved) => accountRecords.restore(saved),
    async handle(request, session, handleOptions = {}) {
      const url = new URL(request.url);
      const parts = url.pathname.split('/');
      let route: Route | undefined;
      let params: Record<string, string> | null = null;
      for (const candidate of routes) {
        if (candidate.endpoint.method !== request.method) continue;
        params = match(candidate, parts);
        if (params) {
          route = candidate;
          break;
        }
      }
      if (!route || !params) return null;
      const { endpoint } = route;
      const id = `mock-${(++requests).toString(36)}`;
      const reply = new InMemoryReply(session);
      const req = {
        id,
        method: request.method,
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        ip: '127.0.0.1',
        protocol: url.protocol.replace(':', ''),
        cookies: session.cookies,
        session: sessionFacade(session),
        server: app,
        log,
        routeOptions: { url: endpoint.path },
        params: {} as unknown,
        query: {} as unknown,
        body: undefined as unknown,
        isMultipart: () => (request.headers.get('content-type') ?? '').startsWith('multipart/form-data'),
        parts: (limits?: { limits?: { fileSize?: number } }) =>
          multipartParts(request, limits?.limits?.fileSize),
        ...legacyPort(session, id),
      };
      const fastifyReq = req as unknown as HandlerRequest<Endpoint>;
      try {
        req.query = parsed(endpoint.query, Object.fromEntries(url.searchParams));
        req.params = parsed(endpoint.params, params);
        refuseBadPathIds(req.params);
        req.body = parsed(endpoint.body, await body(request, endpoint));
        if (endpoint.access !== 'public') {
          const user = requireRole(endpoint, sessionUser(fastifyReq));
          const owner = endpoint.owner;
          if (owner && 'owned' in owner) await OWNERSHIP_CHECKS[owner.owned](fastifyReq, user);
        }
        reply.code(endpoint.status ?? 200);
        const result: unknown = await route.handler(fastifyReq, reply as unknown as FastifyReply);
        return answer(endpoint, reply, result, handleOptions.reshape);
      } catch (error) {
        return problemResponse(problemOf(error, () => clearSession(fastifyReq)));
      }
    },
  };
}

/** A thrown error as the BFF's problem answer (plugins/errors.ts). */
function problemOf(error: unknown, endSession: () => void): Problem {
  if (error instanceof HttpProblem) return error.problem;
  if (error instanceof LegacyError) {
    // The legacy's login has ended: the session ends with it.
    if (error.status === 401) endSession();
    return problem(error.status, error.title, error.message);
  }
  console.error('[in-memory BFF] unhandled error', error);
  return problem(500, 'Something went wrong', 'Something went wrong on our side. Please try again.');
}

/** The handler's answer: a download as it is, JSON checked against the endpoint's response schema. */
function answer(
  endpoint: Endpoint,
  reply: InMemoryReply,
  result: unknown,
  reshape?: (value: unknown) => unknown,
): Response {
  const headers = { ...reply.headers };
  if (typeof result === 'string' || result instanceof Uint8Array) {
    headers['content-type'] ??= 'application/octet-stream';
    return new Response(result, { status: reply.statusCode, headers });
  }
  const reshaped = reshape ? endpoint.response.safeParse(reshape(result)) : null;
  const checked = reshaped?.success ? reshaped : endpoint.response.safeParse(result);
  if (!checked.success) {
    console.error(
      `[in-memory BFF] ${endpoint.method} ${endpoint.path}: answer off the contract`,
      checked.error.issues,
    );
    return problemResponse(
      problem(500, 'Something went wrong', 'Something went wrong on our side. Please try again.'),
    );
  }
  headers['content-type'] = JSON_TYPE;
  return new Response(JSON.stringify(checked.data), { status: reply.statusCode, headers });
}
