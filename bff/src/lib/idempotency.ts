import type { Problem } from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { LegacyError } from '../legacy/errors.ts';
import { sha256Hex } from './digest.ts';
import { type OnFirstUse, onFirstUse } from './on-first-use.ts';
import { HttpProblem, problem } from './problem.ts';
import { KEY_PREFIX } from './shared-keys.ts';
import type { SharedState } from './shared-state.ts';

// Money-moving POSTs accept an `Idempotency-Key`: a repeat within 24 hours (a double click, a
// retried request after a dropped connection) gets the first answer instead of a second payment.
// Keys are per account, so two people can never see each other's answers. A call that failed is
// forgotten, so the person can try again.
// Without REDIS_URL the records are in memory (one instance remembers its own calls). With it
// they are in Redis behind a lock, so concurrent requests with one key on several instances make
// one legacy call and all get its answer; while Redis is away these POSTs answer 503 rather than
// risk a second payment.

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
/** How long a running call holds its key (longer than any legacy deadline, uploads included). */
const LOCK_MS = 90_000;
/** How long waiting requests can still read a failure (then the key is free again). */
const FAILED_MS = 5_000;
const POLL_MS = 40;

interface Entry {
  fingerprint: string;
  answer: Promise<unknown>;
}

type SharedRecord =
  | { state: 'pending'; fingerprint: string }
  | { state: 'done'; fingerprint: string; answer: unknown }
  | { state: 'failed'; fingerprint: string; problem: Problem };

const fingerprintOf = (request: unknown) => sha256Hex(JSON.stringify(request) ?? '');

/** The request's Idempotency-Key, or undefined; a malformed key is a 400. */
export function idempotencyKey(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new HttpProblem(
      problem(400, 'Invalid request', 'The Idempotency-Key header must be 8 to 255 visible characters.'),
    );
  }
  return key;
}

const reused = () =>
  new HttpProblem(
    problem(422, 'Idempotency-Key reused', 'This Idempotency-Key was already used for a different request.'),
  );

/** Redis is away: nothing was sent, so nothing can have been charged. */
export const paymentsPaused = () =>
  new HttpProblem(
    problem(
      503,
      'Temporarily unavailable',
      'Payments are paused for a moment and nothing was charged. Please try again in a minute.',
    ),
  );

/** What waiting requests answer when the first call failed. */
function problemOf(error: unknown): Problem {
  if (error instanceof HttpProblem) return error.problem;
  if (error instanceof LegacyError) return problem(error.status, error.title, error.message);
  return problem(500, 'Something went wrong', 'Something went wrong on our side. Please try again.');
}

// Takes the key unless a live record holds it: null when taken, else the record found.
const ACQUIRE = `
local v = redis.call('GET', KEYS[1])
if v then
  local ok, d = pcall(cjson.decode, v)
  if ok and d.state ~= 'failed' then return v end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false
`;

export interface IdempotencyOptions {
  max?: number;
  ttlMs?: number;
  /** The app's shared state (`app.shared`): records live in Redis when it is set. */
  shared?: SharedState | null;
  /** Names this store's keys in Redis (one name per store: `checkout.payments`). */
  name?: string;
}

export class IdempotencyStore {
  // Made when first used (on-first-use.ts): the first write with an Idempotency-Key.
  private readonly entries: OnFirstUse<LRUCache<string, Entry>>;
  private readonly ttlMs: number;
  private readonly shared: SharedState | null;
  private readonly name: string;

  constructor(options: IdempotencyOptions = {}) {
    this.ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
    const max = options.max ?? 10_000;
    this.entries = onFirstUse(() => new LRUCache<string, Entry>({ max, ttl: this.ttlMs }));
    this.shared = options.shared ?? null;
    this.name = options.name ?? 'default';
  }

  /**
   * Runs `fn` once per (account, key): a repeat with the same request gets the first answer (also
   * while the first call is still running); the same key with another request is a 422.
   */
  run<T>(account: string, key: string | undefined, request: unknown, fn: () => Promise<T>): Promise<T> {
    if (this.shared && !this.shared.up) return Promise.reject(paymentsPaused());
    if (key === undefined) return fn();
    const id = `${account}\u0000${key}`;
    const fingerprint = fingerprintOf(request);
    const existing = this.entries().get(id);
    if (existing) {
      if (existing.fingerprint !== fingerprint) return Promise.reject(reused());
      return existing.answer as Promise<T>;
    }
    const answer = this.shared ? this.runShared(this.shared, id, fingerprint, fn) : fn();
    const entry: Entry = { fingerprint, answer };
    this.entries().set(id, entry);
    const forget = () => {
      if (this.entries().get(id) === entry) this.entries().delete(id);
    };
    // In memory the entry is the record; with Redis it only joins this instance's concurrent
    // repeats to one Redis conversation, and Redis keeps the record.
    answer.then(this.shared ? forget : undefined, forget);
    return answer;
  }

  private async runShared<T>(
    shared: SharedState,
    id: string,
    fingerprint: string,
    fn: () => Promise<T>,
  ): Promise<T> {
    const { redis } = shared;
    const key = `${KEY_PREFIX}idem:${this.name}:${sha256Hex(id)}`;
    const pending = JSON.stringify({ state: 'pending', fingerprint } satisfies SharedRecord);
    const giveUpAt = Date.now() + LOCK_MS;
    for (;;) {
      let found: string | null;
      try {
        found = (await redis.eval(ACQUIRE, 1, key, pending, LOCK_MS)) as string | null;
      } catch {
        throw paymentsPaused();
      }
      if (found === null) {
        // This instance holds the key: the one call.
        let answer: T;
        try {
          answer = await fn();
        } catch (error) {
          const failed: SharedRecord = { state: 'failed', fingerprint, problem: problemOf(error) };
          await redis
            .set(key, JSON.stringify(failed), 'PX', FAILED_MS)
            .catch(() => redis.del(key).catch(() => {}));
          throw error;
        }
        const done: SharedRecord = { state: 'done', fingerprint, answer };
        await redis.set(key, JSON.stringify(done), 'PX', this.ttlMs).catch(() => {
          // The lock still holds the key for a while; nothing more can be done without Redis.
        });
        return answer;
      }
      // Another request holds the key: wait for its answer.
      let record = JSON.parse(found) as SharedRecord;
      while (record.state === 'pending') {
        if (record.fingerprint !== fingerprint) throw reused();
        if (Date.now() > giveUpAt) throw paymentsPaused();
        await new Promise((r) => setTimeout(r, POLL_MS));
        let next: string | null;
        try {
          next = await redis.get(key);
        } catch {
          throw paymentsPaused();
        }
        if (next === null) break;
        record = JSON.parse(next) as SharedRecord;
      }
      if (record.fingerprint !== fingerprint) throw reused();
      if (record.state === 'done') return record.answer as T;
      if (record.state === 'failed') throw new HttpProblem(record.problem);
      // The record vanished (expired lock): try to take the key again.
    }
  }
}
