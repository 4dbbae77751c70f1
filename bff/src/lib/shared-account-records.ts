import { type AccountRecords, MemoryAccountRecords, type RecordKind } from './account-records.ts';
import { sha256Hex } from './digest.ts';
import { KEY_PREFIX } from './shared-keys.ts';
import type { SharedState } from './shared-state.ts';

// Account records in Redis (REDIS_URL): every instance reads what any of them wrote. Per account
// and kind, a hash (id to the record and when it was written) and a sorted set (ids by time)
// that keeps the newest `max`; both expire `ttlMs` after the last write. Written through a local
// store: while Redis is away this instance still finds what it wrote itself.

// Keeps ARGV[1] = ARGV[2] as the newest record (its score above every other's, also for writes in
// the same millisecond), drops the oldest beyond ARGV[4], renews the TTL.
const PUT = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local score = tonumber(ARGV[3])
local top = redis.call('ZREVRANGE', KEYS[2], 0, 0, 'WITHSCORES')
if top[2] and tonumber(top[2]) >= score then score = tonumber(top[2]) + 1 end
redis.call('ZADD', KEYS[2], score, ARGV[1])
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[4])
if over > 0 then
  local old = redis.call('ZRANGE', KEYS[2], 0, over - 1)
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, over - 1)
  redis.call('HDEL', KEYS[1], unpack(old))
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return 1
`;

interface Stored {
  at: number;
  value: unknown;
}

const keysOf = (kind: RecordKind, account: string) => {
  const base = `${KEY_PREFIX}account:${kind.name}:${sha256Hex(account)}`;
  return [base, `${base}:order`] as const;
};

function parsed(kind: RecordKind, text: string | null, now: number): Stored | null {
  if (text === null) return null;
  try {
    const stored = JSON.parse(text) as Stored;
    return now - stored.at < kind.ttlMs ? stored : null;
  } catch {
    return null;
  }
}

export class SharedAccountRecords implements AccountRecords {
  private readonly local = new MemoryAccountRecords();

  constructor(private readonly shared: SharedState) {}

  async put(kind: RecordKind, account: string, id: string, value: unknown): Promise<void> {
    const now = Date.now();
    await this.local.put(kind, account, id, value, now);
    if (!this.shared.up) return;
    const [records, order] = keysOf(kind, account);
    const stored = JSON.stringify({ at: now, value } satisfies Stored);
    // Another instance may be asked for it next: the write lands before the answer leaves
    // (a failure is logged, and this instance still has it).
    const write = this.shared.redis.eval(
      PUT,
      2,
      records,
      order,
      id,
      stored,
      String(now),
      String(kind.max),
      String(kind.ttlMs),
    );
    this.shared.track(write);
    await write.catch(() => undefined);
  }

  async get(kind: RecordKind, account: string, id: string): Promise<unknown> {
    if (this.shared.up) {
      try {
        const found = parsed(kind, await this.shared.redis.hget(keysOf(kind, account)[0], id), Date.now());
        if (found) return found.value;
      } catch {
        // Redis went away mid-request: what this instance wrote decides.
      }
    }
    return this.local.get(kind, account, id);
  }

  async list(kind: RecordKind, account: string): Promise<unknown[]> {
    const mine = await this.local.list(kind, account);
    if (!this.shared.up) return mine;
    try {
      const now = Date.now();
      const [records, order] = keysOf(kind, account);
      // Oldest first, in the order the writes landed (the sorted set's), not by the clock.
      const ids = await this.shared.redis.zrange(order, 0, -1);
      const texts = ids.length ? await this.shared.redis.hmget(records, ...ids) : [];
      const all = texts
        .map((text) => parsed(kind, text, now))
        .filter((stored): stored is Stored => stored !== null);
      return all.length ? all.map((stored) => stored.value) : mine;
    } catch {
      return mine;
    }
  }
}
