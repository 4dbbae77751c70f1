import { type LegacyOperation, legacy } from '@tix/contract';
import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  type IBreaker,
  SamplingBreaker,
} from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';
import { Pool, FormData as UndiciFormData, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import { answerCheck } from './answer-check.ts';
import { applySetCookies, type CookieJar, cookieHeader } from './cookies.ts';
import {
  badAnswer,
  isUpstreamFailure,
  LegacyError,
  loginEnded,
  MissingRecording,
  notThisAccount,
  refused,
  timedOut,
  unavailable,
} from './errors.ts';
import { fillIdentity, type Identity } from './identity.ts';
import { parseLegacyJson } from './parse.ts';
import { LegacyQueries } from './query.ts';

/** What a legacy call needs from the user's request. */
export interface CallContext {
  requestId: string;
  log: FastifyBaseLogger;
  cookies: CookieJar;
  identity: Identity | null;
  /** Called with the jar after the legacy set cookies; the session stores it. */
  onCookies?: (jar: CookieJar) => void;
  /** Records operation timings for the request log line. */
  timings?: { op: string; ms: number; status: number | string }[];
}

export interface CallOptions {
  /** Multipart file parts: field name to a Blob (or File). */
  files?: Record<string, Blob & { name?: string }>;
}

type Raw<O> = O extends LegacyOperation<z.ZodType, infer R> ? z.output<R> : never;

/**
 * One breaker rule made of several (cockatiel's IBreaker): every rule sees every call, and the
 * circuit opens when any of them says so. One circuit-breaker policy instead of two wrapped ones:
 * a single pass through cockatiel's executor per legacy call.
 */
export class AnyBreaker implements IBreaker {
  constructor(private readonly rules: readonly IBreaker[]) {}

  get state(): unknown {
    return this.rules.map((r) => r.state);
  }

  set state(value: unknown) {
    (value as unknown[]).forEach((s, i) => {
      const rule = this.rules[i];
      if (rule) rule.state = s;
    });
  }

  success(state: CircuitState): void {
    for (const rule of this.rules) rule.success(state);
  }

  failure(state: CircuitState): boolean {
    let open = false;
    for (const rule of this.rules) open = rule.failure(state) || open;
    return open;
  }
}

/** A form or multipart call's body fields: its params, then its subquery. */
function bodyParams(op: LegacyOperation, params: Record<string, unknown>): Record<string, unknown> {
  return op.subquery ? { ...params, [op.subquery.param]: op.subquery.value } : params;
}

/** A read's second try, when its first failed upstream early enough within its deadline. */
async function retryRead(error: unknown, started: number, deadline: number, run: () => Promise<string>) {
  if (!isUpstreamFailure(error) || Date.now() - started > deadline / 2) throw error;
  await new Promise((r) => setTimeout(r, 50 + Math.random() * 150));
  return run();
}

/** The one way the BFF talks to the legacy service. */
export class LegacyClient {
  private readonly pool: Pool;
  private readonly queries: LegacyQueries;
  private readonly base: URL;
  private readonly breaker: CircuitBreakerPolicy;

  constructor(private readonly config: Config) {
    this.base = new URL(
      config.LEGACY_BASE_URL.endsWith('/') ? config.LEGACY_BASE_URL : `${config.LEGACY_BASE_URL}/`,
    );
    this.queries = new LegacyQueries(config.LEGACY_OP_PARAM);
    this.pool = new Pool(this.base.origin, {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      connect: { timeout: config.LEGACY_CONNECT_TIMEOUT_MS },
      headersTimeout: config.LEGACY_UPLOAD_DEADLINE_MS,
      bodyTimeout: config.LEGACY_UPLOAD_DEADLINE_MS,
      // A larger body fails the call (a bad answer): undici counts the bytes as they arrive.
      maxResponseSize: config.LEGACY_MAX_RESPONSE_BYTES,
    });
    // Open after 5 failures in a row, or when half the calls fail within 10 s; probe after 10 s.
    this.breaker = circuitBreaker(handleWhen(isUpstreamFailure), {
      halfOpenAfter: 10_000,
      breaker: new AnyBreaker([
        new ConsecutiveBreaker(5),
        new SamplingBreaker({ threshold: 0.5, duration: 10_000, minimumRps: 1 }),
      ]),
    });
  }

  /** True while the circuit breaker lets calls through. */
  get healthy(): boolean {
    return this.breaker.state !== CircuitState.Open;
  }

  async call<O extends LegacyOperation>(
    op: O,
    params: object,
    ctx: CallContext,
    options: CallOptions = {},
  ): Promise<Raw<O>> {
    const filled = fillIdentity(params as Record<string, unknown>, op, ctx.identity);
    // Only plain reads are retried: GETs that change state (logs, toggles, sales) never are.
    const isRead = legacy.isRetryable(op);
    const deadline =
      op.encoding === 'multipart'
        ? this.config.LEGACY_UPLOAD_DEADLINE_MS
        : isRead
          ? this.config.LEGACY_READ_DEADLINE_MS
          : this.config.LEGACY_WRITE_DEADLINE_MS;
    const started = Date.now();
    let status: number | string = 'error';
    try {
      const run = () =>
        this.send(op, filled, ctx, options, isRead ? this.config.LEGACY_READ_TIMEOUT_MS : deadline);
      // Reads get one more try after a short jittered pause; a POST is never sent twice. (The
      // first try's promise is handed to the breaker as it is: no wrapper of our own around it.)
      const text = await this.breaker.execute(() =>
        isRead ? run().catch((error: unknown) => retryRead(error, started, deadline, run)) : run(),
      );
      status = 200;
      const answer = this.decode(op, text, ctx);
      // A refusal in the form the catalogue declares for this operation: 422 with its message.
      const refusal = legacy.refusalMessage(op.failure, answer);
      if (refusal !== null) {
        status = 'refused';
        throw refused(op.key, refusal);
      }
      return answer as Raw<O>;
    } catch (error) {
      if (error instanceof BrokenCircuitError) {
        status = 'breaker-open';
        throw unavailable(op.key);
      }
      if (error instanceof LegacyError) status = error.status;
      throw error;
    } finally {
      const ms = Date.now() - started;
      ctx.timings?.push({ op: op.key, ms, status });
    }
  }

  /**
   * An operation's path on the legacy (resolved against the base URL once, not per call). The
   * scripts the spec does not name are where the configuration says (LEGACY_*_PATH).
   */
  private readonly paths = new Map<string, string>();
  private pathOf(op: LegacyOperation): string {
    let path = this.paths.get(op.path);
    if (path === undefined) {
      const configured =
        op.path === legacy.PAYMENT_CREDENTIALS_PATH ? this.config.LEGACY_PAYMENT_CREDENTIALS_PATH : op.path;
      path = new URL(configured.replace(/^\//, ''), this.base).pathname;
      this.paths.set(op.path, path);
    }
    return path;
  }

  private async send(
    op: LegacyOperation,
    params: Record<string, unknown>,
    ctx: CallContext,
    options: CallOptions,
    timeoutMs: number,
  ): Promise<string> {
    const query = this.queries.of(op, params);
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': ctx.requestId };
    const cookie = cookieHeader(ctx.cookies);
    if (cookie) headers.cookie = cookie;
    let body: string | UndiciFormData | undefined;
    // A query-encoded call's params are in its query; the others' (and their subquery) in the body.
    if (op.encoding === 'form') {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(bodyParams(op, params)))
        if (v !== undefined && v !== null) form.set(k, String(v));
      body = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (op.encoding === 'multipart') {
      const form = new UndiciFormData();
      for (const [k, v] of Object.entries(bodyParams(op, params)))
        if (v !== undefined && v !== null) form.set(k, String(v));
      for (const [k, file] of Object.entries(options.files ?? {})) form.set(k, file, file.name ?? k);
      body = form;
    }
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.pool.request({
        method: op.method,
        path: query ? `${this.pathOf(op)}?${query}` : this.pathOf(op),
        headers,
        body,
        // undici's own timers (one per connection) rather than an AbortSignal.timeout per call:
        // no timer, signal and listener to allocate on every read of the hot path.
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      throw this.transportError(op.key, error);
    }
    const setCookie = response.headers['set-cookie'];
    if (setCookie && ctx.onCookies) {
      const list = Array.isArray(setCookie) ? setCookie : [setCookie];
      const next = applySetCookies(ctx.cookies, list);
      if (next !== ctx.cookies) ctx.onCookies(next);
    }
    let text: string;
    try {
      // undici's own collector (no async iterator, promise and listeners per chunk).
      text = await response.body.text();
    } catch (error) {
      throw this.transportError(op.key, error);
    }
    if (response.statusCode >= 500) {
      ctx.log.warn({ op: op.key, status: response.statusCode }, 'legacy answered with a server error');
      throw unavailable(op.key);
    }
    if (
      response.statusCode === 404 &&
      this.config.LEGACY_REPLAY &&
      /not matched|No response could be served/i.test(text)
    ) {
      ctx.log.warn({ op: op.key, params: Object.keys(params).sort() }, 'no recording for this legacy call');
      throw new MissingRecording(op.key, params);
    }
    if (response.statusCode === 401) throw loginEnded(op.key);
    if (response.statusCode === 403) throw notThisAccount(op.key);
    if (response.statusCode >= 400) {
      ctx.log.warn(
        { op: op.key, status: response.statusCode, body: text.slice(0, 200) },
        'legacy rejected the call',
      );
      throw badAnswer(op.key);
    }
    return text;
  }

  private transportError(operation: string, error: unknown): LegacyError {
    if (error instanceof LegacyError) return error;
    if (error instanceof undiciErrors.ResponseExceededMaxSizeError) return badAnswer(operation);
    const name = error instanceof Error ? error.name : '';
    if (
      name === 'TimeoutError' ||
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError
    ) {
      return timedOut(operation);
    }
    return unavailable(operation);
  }

  private decode(op: LegacyOperation, text: string, ctx: CallContext): unknown {
    let value: unknown;
    try {
      const parsed = parseLegacyJson(text);
      if (parsed.skipped)
        ctx.log.warn(
          { op: op.key, noise: parsed.skipped.slice(0, 200) },
          'legacy sent noise before its JSON',
        );
      // An empty body is a read's nothing (no row, an unknown id); a write must say something.
      if (parsed.empty && !legacy.isReadOnly(op)) throw new SyntaxError('empty answer to a write');
      value = parsed.value;
    } catch {
      ctx.log.error({ op: op.key, body: text.slice(0, 200) }, 'legacy answer is not JSON');
      throw badAnswer(op.key);
    }
    const checked = answerCheck(op.response)(value);
    if (!checked.success) {
      ctx.log.error(
        { op: op.key, issues: checked.error.issues.slice(0, 5) },
        'legacy answer does not match the catalogue schema',
      );
      throw badAnswer(op.key);
    }
    return checked.data;
  }

  /** An image the legacy serves (posters, model pictures): null when it has none or it is not an image. */
  async asset(path: string, requestId: string): Promise<{ contentType: string; body: Buffer } | null> {
    const url = new URL(path, this.base);
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.pool.request({
        method: 'GET',
        path: url.pathname,
        headers: { 'x-request-id': requestId },
        signal: AbortSignal.timeout(this.config.LEGACY_READ_DEADLINE_MS),
      });
    } catch (error) {
      throw this.transportError(path, error);
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (response.statusCode !== 200 || !contentType.startsWith('image/')) {
      await response.body.dump();
      if (response.statusCode >= 500) throw unavailable(path);
      return null;
    }
    try {
      const bytes = await response.body.bytes();
      return { contentType, body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    } catch (error) {
      throw this.transportError(path, error);
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
