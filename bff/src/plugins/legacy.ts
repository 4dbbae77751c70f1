import { type LegacyOperation, legacy } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { freshnessOf } from '../http/public-reads.ts';
import { type CallOptions, LegacyClient } from '../legacy/client.ts';
import { found } from '../legacy/not-found.ts';
import { PoolTransport } from '../legacy/pool-transport.ts';
import { type PublicReadCache, ReadCache, SharedReadCache } from '../lib/cache.ts';
import { legacyJar, sessionUser } from './session.ts';

/** What a call gives: the answer, by-id reads' nothing taken out (a 404: legacy/not-found.ts). */
type Raw<O> = legacy.AnswerOf<O>;
type Timing = { op: string; ms: number; status: number | string };
/** The params of a call, checked against the operation's (identity params are the BFF's). */
export type LegacyArgs<O> =
  Record<string, never> extends legacy.OutgoingParamsOf<O>
    ? [params?: legacy.OutgoingParamsOf<O>, options?: CallOptions]
    : [params: legacy.OutgoingParamsOf<O>, options?: CallOptions];

/**
 * What domain modules need of a request: legacy calls as this user. A FastifyRequest is one; a
 * module taking this type cannot reach for headers, cookies or the body.
 */
export interface LegacyPort {
  legacy<O extends LegacyOperation>(op: O, ...args: LegacyArgs<O>): Promise<Raw<O>>;
  publicRead<O extends LegacyOperation>(op: O, ...args: LegacyArgs<O>): Promise<Raw<O>>;
  /** A public read's answer when the cache holds it fresh (no call, no waiting), else undefined. */
  freshPublic<O extends LegacyOperation>(op: O, ...args: LegacyArgs<O>): Raw<O> | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    legacyClient: LegacyClient;
    readCache: PublicReadCache;
  }
  interface FastifyRequest {
    /** Calls a legacy operation as this user: their legacy cookies, identity from the session. */
    legacy<O extends LegacyOperation>(op: O, ...args: LegacyArgs<O>): Promise<Raw<O>>;
    /**
     * A public read shared by all users (no cookies, no identity): concurrent identical reads make
     * one legacy call, and the answer is kept a short while (availability at most 1 s).
     */
    publicRead<O extends LegacyOperation>(op: O, ...args: LegacyArgs<O>): Promise<Raw<O>>;
    /** A public read's answer when the cache holds it fresh (no call, no waiting), else undefined. */
    freshPublic<O extends LegacyOperation>(op: O, ...args: LegacyArgs<O>): Raw<O> | undefined;
    legacyTimings: Timing[];
    /** Plain reads made by this request, by operation and params: each is sent once. */
    legacyReads: Map<string, Promise<unknown>>;
  }
}

/** The legacy's origin (scheme, host and port) from its base URL. */
const legacyOrigin = (config: Config) => new URL(config.LEGACY_BASE_URL).origin;

/** One read, named by operation and sorted params (no intermediate arrays: it runs per read). */
const readKey = (op: LegacyOperation, params: object) => {
  const values = params as Record<string, unknown>;
  const keys = Object.keys(values);
  // Most reads of the hot path have no params (the list of events, a customer's tickets).
  if (keys.length === 0) return `${op.key}?`;
  const query = new URLSearchParams();
  for (const k of keys.sort()) {
    const v = values[k];
    if (v !== undefined) query.append(k, String(v));
  }
  return `${op.key}?${query}`;
};

export default fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const client = new LegacyClient(opts.config, new PoolTransport(legacyOrigin(opts.config), opts.config));
  const onLookup = app.hasDecorator('metrics') ? app.metrics.cacheLookup : undefined;
  const memory = new ReadCache(opts.config.CACHE_TTL_MS, 1000, onLookup);
  const cache: PublicReadCache = app.shared
    ? new SharedReadCache(app.shared, opts.config.CACHE_TTL_MS, memory, onLookup)
    : memory;
  app.decorate('legacyClient', client);
  app.decorate('readCache', cache);
  app.decorateRequest('legacyTimings', {
    getter(this: FastifyRequest & { _timings?: Timing[] }) {
      this._timings ??= [];
      return this._timings;
    },
  });

  app.decorateRequest('legacyReads', {
    getter(this: FastifyRequest & { _reads?: Map<string, Promise<unknown>> }) {
      this._reads ??= new Map();
      return this._reads;
    },
  });

  app.decorateRequest('legacy', function callLegacy(
    this: FastifyRequest,
    op: LegacyOperation,
    params: object = {},
    options: CallOptions = {},
  ) {
    const user = sessionUser(this);
    const send = () =>
      client.call(
        op,
        params,
        {
          requestId: this.id,
          log: this.log,
          cookies: legacyJar(this),
          // The session's user as it is (fillIdentity reads its type and ids only).
          identity: user,
          onCookies: (jar) => this.session.set('legacy', jar),
          timings: this.legacyTimings,
        },
        options,
      );
    // A plain read made twice in one request (an ownership check, then the handler) is sent once.
    if (!legacy.isRetryable(op) || options.files) return send().then((answer) => found(op, answer));
    const key = readKey(op, params);
    const known = this.legacyReads.get(key);
    if (known) return known.then((answer) => found(op, answer));
    const pending = send();
    this.legacyReads.set(key, pending);
    pending.catch(() => this.legacyReads.delete(key));
    return pending.then((answer) => found(op, answer));
  } as unknown as FastifyRequest['legacy']);

  app.decorateRequest('publicRead', function publicRead(
    this: FastifyRequest,
    op: LegacyOperation,
    params: object = {},
  ) {
    return cache
      .get(
        readKey(op, params),
        () =>
          client.call(op, params, {
            requestId: this.id,
            log: this.log,
            cookies: {},
            identity: null,
            timings: this.legacyTimings,
          }),
        freshnessOf(op),
      )
      .then((answer) => found(op, answer));
  } as unknown as FastifyRequest['publicRead']);

  app.decorateRequest('freshPublic', function freshPublic(
    this: FastifyRequest,
    op: LegacyOperation,
    params: object = {},
  ) {
    const answer = cache.peek(readKey(op, params));
    return answer === undefined ? undefined : found(op, answer);
  } as unknown as FastifyRequest['freshPublic']);

  app.addHook('onClose', async () => client.close());
});
