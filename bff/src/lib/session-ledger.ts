import { LRUCache } from 'lru-cache';

// What the sealed session cookie cannot say by itself: that it has been ended. A cookie copied
// before a logout stays cryptographically valid until it expires, so the BFF remembers ended
// session ids until then, and, per account, the moment before which every session is ended
// (password change or reset, account deletion). In memory: one instance remembers its own; the
// scale-out work puts the same two maps in Redis.

export class SessionLedger {
  private readonly ended: LRUCache<string, true>;
  private readonly endedBefore: LRUCache<string, number>;

  constructor(readonly ttlMs: number) {
    this.ended = new LRUCache({ max: 100_000, ttl: ttlMs });
    this.endedBefore = new LRUCache({ max: 100_000, ttl: ttlMs });
  }

  /** Ends one session for good (logout). */
  end(sessionId: string): void {
    this.ended.set(sessionId, true);
  }

  /** Ends every session of these account keys issued up to now. */
  endAllOf(keys: readonly string[], now = Date.now()): void {
    for (const key of keys) this.endedBefore.set(key, now);
  }

  /** True when the session was ended by id, or issued before its account's sessions were ended. */
  isEnded(sessionId: string, issuedAt: number, keys: readonly string[]): boolean {
    if (this.ended.has(sessionId)) return true;
    return keys.some((key) => issuedAt < (this.endedBefore.get(key) ?? Number.NEGATIVE_INFINITY));
  }
}
