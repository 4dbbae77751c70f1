import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// The state several BFF instances must agree on (idempotency records, rate-limit counters, ended
// sessions, the public-read cache) lives in Redis when REDIS_URL is set. Every command fails fast
// while Redis is away (no offline queue, a short command timeout), so no request waits on it past
// a second; ioredis reconnects in the background and `up` says whether it is there now.

export { globPrefix, KEY_PREFIX } from './shared-keys.ts';

export class SharedState {
  readonly redis: Redis;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly onReady: (() => void)[] = [];
  private wasUp = false;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    options: { commandTimeoutMs?: number } = {},
  ) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 1_000,
      connectTimeout: 1_000,
      // Reconnect for ever, at most every 1 s: the BFF keeps serving meanwhile.
      retryStrategy: (times) => Math.min(50 * times, 1_000),
    });
    this.redis.on('ready', () => {
      if (!this.wasUp) this.log.info('redis is reachable');
      this.wasUp = true;
      for (const listener of this.onReady) listener();
    });
    this.redis.on('error', (error: Error) => {
      // One line per outage, not one per reconnection attempt.
      if (this.wasUp) this.log.warn({ err: error.message }, 'redis is unreachable: shared state degraded');
      this.wasUp = false;
    });
    this.redis.on('close', () => {
      if (this.wasUp) this.log.warn('redis connection closed: reconnecting');
      this.wasUp = false;
    });
  }

  /** Connects, waiting at most `waitMs` (a missing Redis never stops the BFF from starting). */
  async start(waitMs = 2_000): Promise<void> {
    const ready = new Promise<void>((resolve) => {
      this.redis.once('ready', () => resolve());
    });
    this.redis.connect().catch(() => {
      // The retry strategy keeps trying; `up` reports the state.
    });
    await Promise.race([ready, new Promise((r) => setTimeout(r, waitMs).unref())]);
    if (!this.up)
      this.log.warn(
        'redis is not reachable yet: payments answer 503 and each instance keeps its own state until it is',
      );
  }

  /** True while commands can be sent. */
  get up(): boolean {
    return this.redis.status === 'ready';
  }

  /** Runs `listener` every time the connection becomes ready (after an outage too). */
  whenReady(listener: () => void): void {
    this.onReady.push(listener);
  }

  /**
   * A write another instance must see before this request's answer leaves (an ended session, an
   * invalidated read): the answer waits for it (bounded by the command timeout).
   */
  track(write: Promise<unknown>): void {
    const settled = write.then(
      () => undefined,
      (error: unknown) =>
        this.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'redis write failed'),
    );
    this.pending.add(settled);
    settled.finally(() => this.pending.delete(settled));
  }

  /** Waits for the tracked writes started so far. */
  async settle(): Promise<void> {
    if (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    await this.settle();
    this.redis.disconnect();
  }
}
