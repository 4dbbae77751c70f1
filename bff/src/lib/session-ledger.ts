import { LRUCache } from 'lru-cache';
import { onFirstUse } from './on-first-use.ts';
import { KEY_PREFIX, type SharedState } from './shared-state.ts';

// What the sealed session cookie cannot say by itself: that it has been ended. A cookie copied
// before a logout stays cryptographically valid until it expires, so the BFF remembers ended
// session ids until then, and, per account, the moment before which every session is ended
// (password change or reset, account deletion). In memory (`SessionLedger`) one instance
// remembers its own; with REDIS_URL (`SharedSessionLedger`) every instance shares the same two
// maps, each key expiring with the sessions it ends.

/** The ledger of ended sessions the session plugin consults. */
export interface EndedSessions {
  /** Ends one session for good (logout). */
  end(sessionId: string): void;
  /** Ends every session of these account keys issued up to now. */
  endAllOf(keys: readonly string[], now?: number): void;
  /** True when the session was ended by id, or issued before its account's sessions were ended. */
  isEnded(sessionId: string, issuedAt: number, keys: readonly string[]): boolean | Promise<boolean>;
}

export class SessionLedger implements EndedSessions {
  // Made when first used (on-first-use.ts).
  private readonly ended = onFirstUse(() => new LRUCache<string, true>({ max: 100_000, ttl: this.ttlMs }));
  private readonly endedBefore = onFirstUse(
    () => new LRUCache<string, number>({ max: 100_000, ttl: this.ttlMs }),
  );

  constructor(readonly ttlMs: number) {}

  end(sessionId: string): void {
    this.ended().set(sessionId, true);
  }

  endAllOf(keys: readonly string[], now = Date.now()): void {
    for (const key of keys) this.endedBefore().set(key, Math.max(now, this.endedBefore().get(key) ?? 0));
  }

  isEnded(sessionId: string, issuedAt: number, keys: readonly string[]): boolean {
    if (this.ended.made()?.has(sessionId)) return true;
    return keys.some((key) => issuedAt < (this.endedBefore.made()?.get(key) ?? Number.NEGATIVE_INFINITY));
  }
}

const endedKey = (sessionId: string) => `${KEY_PREFIX}session:ended:${sessionId}`;
const beforeKey = (accountKey: string) => `${KEY_PREFIX}session:before:${accountKey}`;

/**
 * Ended sessions in Redis, written through a local ledger: while Redis is away this instance still
 * refuses what it ended itself, and what it ended meanwhile is written when Redis returns.
 */
export class SharedSessionLedger implements EndedSessions {
  private readonly local: SessionLedger;
  private unsynced: (() => Promise<unknown>)[] = [];

  constructor(
    private readonly shared: SharedState,
    readonly ttlMs: number,
  ) {
    this.local = new SessionLedger(ttlMs);
    shared.whenReady(() => {
      const writes = this.unsynced;
      this.unsynced = [];
      for (const write of writes) this.write(write);
    });
  }

  private write(write: () => Promise<unknown>): void {
    if (!this.shared.up) {
      this.unsynced.push(write);
      return;
    }
    this.shared.track(
      write().catch((error: unknown) => {
        this.unsynced.push(write);
        throw error;
      }),
    );
  }

  end(sessionId: string): void {
    this.local.end(sessionId);
    this.write(() => this.shared.redis.set(endedKey(sessionId), '1', 'PX', this.ttlMs));
  }

  endAllOf(keys: readonly string[], now = Date.now()): void {
    this.local.endAllOf(keys, now);
    for (const key of keys) {
      // Never move the moment back (two changes in a row on two instances).
      this.write(() =>
        this.shared.redis.eval(
          "local v = tonumber(redis.call('GET', KEYS[1]) or '0') if tonumber(ARGV[1]) > v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end return 1",
          1,
          beforeKey(key),
          String(now),
          String(this.ttlMs),
        ),
      );
    }
  }

  async isEnded(sessionId: string, issuedAt: number, keys: readonly string[]): Promise<boolean> {
    if (this.local.isEnded(sessionId, issuedAt, keys)) return true;
    if (!this.shared.up) return false;
    try {
      const [ended, ...before] = await this.shared.redis.mget(endedKey(sessionId), ...keys.map(beforeKey));
      if (ended) return true;
      return before.some((at) => at !== null && issuedAt < Number(at));
    } catch {
      // Redis went away mid-request: what this instance knows decides (docs/decisions/0009-sessions.md).
      return false;
    }
  }
}
