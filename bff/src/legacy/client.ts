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
  unavailable,
} from './errors.ts';
import { fillIdentity, type Identity } from './identity.ts';
import { parseLegacyJson } from './parse.ts';
import { LegacyQueries } from './query.ts';
import type { LegacyAsset, LegacyTransport, WireBody } from './transport.ts';
import { UnchangedAnswers } from './unchanged-answers.ts';

/**
 * Reads whose answer, when the legacy sends the same bytes again for the same session, is the one
 * already decoded (legacy/unchanged-answers.ts): a customer's tickets, read at every visit to their
 * landing and normalised per answer object (routes/tickets.ts).
 */
const REUSED_WHEN_UNCHANGED: ReadonlySet<string> = new Set([legacy.CUSTOMERTICKETS_GETTICKETS.key]);

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

/**
 * The one way the BFF talks to the legacy service: identity, encoding, the breaker, decoding and
 * the catalogue's checks. How the bytes travel is the transport's (an undici pool in Node,
 * legacy/pool-transport.ts; the stand-in in memory in mock mode).
 */
export class LegacyClient {
  private readonly queries: LegacyQueries;
  private readonly base: URL;
  private readonly breaker: CircuitBreakerPolicy;
  /** Per session, the last answers of the reads REUSED_WHEN_UNCHANGED names. */
  readonly unchanged = new UnchangedAnswers();

  /**
   * `compiledChecks: false` checks answers with the catalogue's zod schemas as they are, without
   * compiling a faster check per operation first: mock mode's in-memory BFF starts afresh on every
   * page load, where compiling every operation's check on its first call costs more than it saves.
   */
  constructor(
    private readonly config: Config,
    private readonly transport: LegacyTransport,
    private readonly options: { compiledChecks?: boolean } = {},
  ) {
    this.base = new URL(
      config.LEGACY_BASE_URL.endsWith('/') ? config.LEGACY_BASE_URL : `${config.LEGACY_BASE_URL}/`,
    );
    this.queries = new LegacyQueries(config.LEGACY_OP_PARAM);
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
    // A logout ends the legacy session: nothing of its answers is kept past it.
    if (op.key === legacy.LOGOUT.key) this.unchanged.forget(cookieHeader(ctx.cookies) ?? '');
    // The query once per call: the key an answer is kept under names it too (reuseKey).
    const query = this.queries.of(op, filled);
    const reuseKey = this.reuseKey(op, query, ctx);
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
        this.send(op, filled, query, ctx, options, isRead ? this.config.LEGACY_READ_TIMEOUT_MS : deadline);
      // Reads get one more try after a short jittered pause; a POST is never sent twice. (The
      // first try's promise is handed to the breaker as it is: no wrapper of our own around it.)
      const text = await this.breaker.execute(() =>
        isRead ? run().catch((error: unknown) => retryRead(error, started, deadline, run)) : run(),
      );
      status = 200;
      let answer = reuseKey === null ? undefined : this.unchanged.get(reuseKey, text);
      if (answer === undefined) {
        answer = this.decode(op, text, ctx);
        if (reuseKey !== null) this.unchanged.set(reuseKey, text, answer);
      }
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

  /** The key under which this call's answer is kept for its session, or null when it is not kept. */
  private reuseKey(op: LegacyOperation, query: string, ctx: CallContext): string | null {
    if (!REUSED_WHEN_UNCHANGED.has(op.key)) return null;
    // No legacy session, no personal answer to keep (and no key that is this session's alone).
    const cookie = cookieHeader(ctx.cookies);
    return cookie ? UnchangedAnswers.key(cookie, op.key, query) : null;
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
    query: string,
    ctx: CallContext,
    options: CallOptions,
    timeoutMs: number,
  ): Promise<string> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': ctx.requestId };
    const cookie = cookieHeader(ctx.cookies);
    if (cookie) headers.cookie = cookie;
    let body: WireBody | undefined;
    // A query-encoded call's params are in its query; the others' (and their subquery) in the body.
    if (op.encoding === 'form') {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(bodyParams(op, params)))
        if (v !== undefined && v !== null) form.set(k, String(v));
      body = { type: 'form', text: form.toString() };
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (op.encoding === 'multipart') {
      const fields: [string, string][] = [];
      for (const [k, v] of Object.entries(bodyParams(op, params)))
        if (v !== undefined && v !== null) fields.push([k, String(v)]);
      const files = Object.entries(options.files ?? {}).map(([field, file]) => ({
        field,
        file,
        name: file.name ?? field,
      }));
      body = { type: 'multipart', fields, files };
    }
    const response = await this.transport.send({
      operation: op.key,
      method: op.method,
      path: this.pathOf(op),
      query,
      headers,
      body,
      timeoutMs,
    });
    if (response.setCookies.length && ctx.onCookies) {
      const next = applySetCookies(ctx.cookies, [...response.setCookies]);
      if (next !== ctx.cookies) ctx.onCookies(next);
    }
    const text = response.text;
    if (response.status >= 500) {
      ctx.log.warn({ op: op.key, status: response.status }, 'legacy answered with a server error');
      throw unavailable(op.key);
    }
    if (
      response.status === 404 &&
      this.config.LEGACY_REPLAY &&
      /not matched|No response could be served/i.test(text)
    ) {
      ctx.log.warn({ op: op.key, params: Object.keys(params).sort() }, 'no recording for this legacy call');
      throw new MissingRecording(op.key, params);
    }
    if (response.status === 401) throw loginEnded(op.key);
    if (response.status === 403) throw notThisAccount(op.key);
    if (response.status >= 400) {
      ctx.log.warn(
        { op: op.key, status: response.status, body: text.slice(0, 200) },
        'legacy rejected the call',
      );
      throw badAnswer(op.key);
    }
    return text;
  }

  private decode(op: LegacyOperation, text: string, ctx: CallContext): unknown {
    // Nothing reads this answer (view logging, logout): the call succeeded, whatever it printed.
    if (op.answerUnused) return null;
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
    const checked =
      this.options.compiledChecks === false ? op.response.safeParse(value) : answerCheck(op.response)(value);
    if (!checked.success) {
      ctx.log.error(
        { op: op.key, issues: checked.error.issues.slice(0, 5) },
        'legacy answer does not match the catalogue schema',
      );
      throw badAnswer(op.key);
    }
    return inAnswerOrder(value, checked.data);
  }

  /** An image the legacy serves (posters, model pictures): null when it has none or it is not an image. */
  asset(path: string, requestId: string): Promise<LegacyAsset | null> {
    return this.transport.asset(new URL(path, this.base).pathname, requestId);
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The checked answer with its keys in the order the legacy sent them. zod's output of a loose
 * object puts the keys it knows first; the compiled check (Node) keeps the answer as it came. The
 * order matters where the legacy signed it: a PayFast form's signature holds over its fields in
 * order, so mock mode (zod alone) must pass the form on as it was signed too.
 */
function inAnswerOrder(sent: unknown, checked: unknown): unknown {
  if (sent === checked || !isRecord(sent) || !isRecord(checked)) return checked;
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(sent)) if (key in checked) ordered[key] = checked[key];
  for (const key of Object.keys(checked)) if (!(key in ordered)) ordered[key] = checked[key];
  return ordered;
}
