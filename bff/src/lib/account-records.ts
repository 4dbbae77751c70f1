import { LRUCache } from 'lru-cache';
import { onFirstUse } from './on-first-use.ts';

// What the BFF remembers about an account's objects, for a legacy whose records do not say it (a
// marketing message's organiser and cost, a started payment's ticket number): kept by account,
// not in the session cookie, so a new login finds it and the cookie stays small (decision 0009).
// Each kind keeps an account's newest records only, each for a while. In memory here (one
// instance, or mock mode in the browser: no Node-only import); shared-account-records.ts keeps
// them in Redis when REDIS_URL is set.

/** A kind of record: how many an account keeps (the newest), and for how long after each was written. */
export interface RecordKind {
  readonly name: string;
  readonly max: number;
  readonly ttlMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Marketing messages an organiser saved: paid days later, on another login. */
export const SAVED_MESSAGES: RecordKind = { name: 'messages', max: 100, ttlMs: 30 * DAY_MS };
/** Payments a customer started: cancelled or looked at within days. */
export const STARTED_PURCHASES: RecordKind = { name: 'purchases', max: 50, ttlMs: 7 * DAY_MS };

/** The records of several accounts, by kind and id. */
export interface AccountRecords {
  /** Keeps `value` as the account's newest record of this kind under `id` (replacing one). */
  put(kind: RecordKind, account: string, id: string, value: unknown): Promise<void>;
  /** The account's record of this kind under `id`, or null (none, or expired). */
  get(kind: RecordKind, account: string, id: string): Promise<unknown>;
  /** The account's records of this kind, oldest first. */
  list(kind: RecordKind, account: string): Promise<unknown[]>;
}

interface Kept {
  readonly at: number;
  readonly value: unknown;
}

const live = (kind: RecordKind, kept: Kept | undefined, now: number) =>
  kept !== undefined && now - kept.at < kind.ttlMs;

/** One instance's records (bounded in accounts too, least recently used first out). */
export class MemoryAccountRecords implements AccountRecords {
  // Made when first used (on-first-use.ts).
  private readonly accounts = onFirstUse(() => new LRUCache<string, Map<string, Kept>>({ max: 50_000 }));

  private records(kind: RecordKind, account: string): Map<string, Kept> | undefined {
    return this.accounts.made()?.get(`${kind.name}\u0000${account}`);
  }

  async put(kind: RecordKind, account: string, id: string, value: unknown, now = Date.now()): Promise<void> {
    const key = `${kind.name}\u0000${account}`;
    const records = new Map(this.accounts().get(key));
    records.delete(id);
    records.set(id, { at: now, value: structuredClone(value) });
    for (const old of records.keys()) {
      if (records.size <= kind.max) break;
      records.delete(old);
    }
    this.accounts().set(key, records, { ttl: kind.ttlMs });
  }

  async get(kind: RecordKind, account: string, id: string): Promise<unknown> {
    const kept = this.records(kind, account)?.get(id);
    return live(kind, kept, Date.now()) ? structuredClone(kept?.value) : null;
  }

  async list(kind: RecordKind, account: string): Promise<unknown[]> {
    const now = Date.now();
    return [...(this.records(kind, account)?.values() ?? [])]
      .filter((kept) => live(kind, kept, now))
      .map((kept) => structuredClone(kept.value));
  }

  /** Forgets every account's records (mock mode's fresh world). */
  clear(): void {
    this.accounts.made()?.clear();
  }

  /** Every account's records as JSON-ready values (mock mode keeps them across a reload). */
  snapshot(): [string, [string, Kept][]][] {
    return [...(this.accounts.made()?.entries() ?? [])].map(([key, records]) => [
      key,
      [...records.entries()],
    ]);
  }

  /** Puts back what `snapshot()` gave (records past their time are still never read). */
  restore(saved: unknown): void {
    if (!Array.isArray(saved)) return;
    this.accounts.made()?.clear();
    for (const entry of saved) {
      const [key, records] = Array.isArray(entry) ? entry : [];
      if (typeof key === 'string' && Array.isArray(records)) this.accounts().set(key, new Map(records));
    }
  }
}
