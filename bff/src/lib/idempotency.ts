import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { HttpProblem, problem } from './problem.ts';

// Money-moving POSTs accept an `Idempotency-Key`: a repeat within 24 hours (a double click, a
// retried request after a dropped connection) gets the first answer instead of a second payment.
// Keys are per account, so two people can never see each other's answers. A call that failed is
// forgotten, so the person can try again. In memory: one instance remembers its own calls.

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

interface Entry {
  fingerprint: string;
  answer: Promise<unknown>;
}

const fingerprintOf = (request: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(request) ?? '')
    .digest('hex');

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

export class IdempotencyStore {
  private readonly entries: LRUCache<string, Entry>;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({ max: options.max ?? 10_000, ttl: options.ttlMs ?? IDEMPOTENCY_TTL_MS });
  }

  /**
   * Runs `fn` once per (account, key): a repeat with the same request gets the first answer (also
   * while the first call is still running); the same key with another request is a 422.
   */
  run<T>(account: string, key: string | undefined, request: unknown, fn: () => Promise<T>): Promise<T> {
    if (key === undefined) return fn();
    const id = `${account}\u0000${key}`;
    const fingerprint = fingerprintOf(request);
    const existing = this.entries.get(id);
    if (existing) {
      if (existing.fingerprint !== fingerprint) {
        return Promise.reject(
          new HttpProblem(
            problem(
              422,
              'Idempotency-Key reused',
              'This Idempotency-Key was already used for a different request.',
            ),
          ),
        );
      }
      return existing.answer as Promise<T>;
    }
    const answer = fn();
    const entry: Entry = { fingerprint, answer };
    this.entries.set(id, entry);
    answer.catch(() => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    });
    return answer;
  }
}
