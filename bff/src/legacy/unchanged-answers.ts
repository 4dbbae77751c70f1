import { LRUCache } from 'lru-cache';

/**
 * How long a session's last answer is kept: the repeats it serves come within seconds (a customer
 * opening their landing, SWR reading it again on focus, the ticket pages around it). A session
 * that ends without logging out (closed tab, expiry) leaves its answers for this long at most.
 */
export const UNCHANGED_ANSWER_TTL_MS = 60_000;

/**
 * The last answer of some per-user reads (LegacyClient's REUSED_WHEN_UNCHANGED), per legacy
 * session and call, as the bytes the legacy sent and as they decoded. When the legacy sends the
 * very same bytes again, the answer given is the one already decoded and checked, the same object:
 * what a route derives from it per answer object (a customer's normalised tickets, routes/tickets.ts)
 * is then not derived again. That work was most of the BFF's CPU on a customer's landing read
 * (docs/performance.md, instruction ratio).
 *
 * Personal data, kept as such: the key starts with the session's legacy cookie, so an answer is
 * only ever given back to the session it was sent to, and only for bytes equal to the ones it was
 * decoded from (never stale). Nothing is kept for a call without a legacy session. A logout forgets
 * the session's answers at once; otherwise they go after UNCHANGED_ANSWER_TTL_MS, or sooner when
 * the cache is full. In this process's memory only (never in Redis, never logged). The answers are
 * frozen: a session's requests share them, as everyone shares a public read's.
 */
export class UnchangedAnswers {
  private readonly last = new LRUCache<string, { text: string; value: unknown }>({
    max: 5000,
    // Bytes of the legacy's text kept, about (UTF-16 code units).
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (entry) => entry.text.length + 1,
    ttl: UNCHANGED_ANSWER_TTL_MS,
  });

  /** The key of a call made with the legacy cookie header `cookie` (never empty). */
  static key(cookie: string, op: string, query: string): string {
    return `${cookie}\n${op}\n${query}`;
  }

  /** The answer `text` decoded to when it was last sent for `key`, or undefined. */
  get(key: string, text: string): unknown {
    const entry = this.last.get(key);
    return entry !== undefined && entry.text === text ? entry.value : undefined;
  }

  set(key: string, text: string, value: unknown): void {
    this.last.set(key, { text, value: deepFreeze(value) });
  }

  /** Forgets every answer of the session whose legacy cookie header is `cookie` (a logout). */
  forget(cookie: string): void {
    if (cookie === '') return;
    const prefix = `${cookie}\n`;
    for (const key of [...this.last.keys()]) if (key.startsWith(prefix)) this.last.delete(key);
  }

  get size(): number {
    return this.last.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
