import { describe, expect, it } from 'vitest';
import { MemoryAccountRecords } from '../src/lib/account-records.ts';
import { onFirstUse } from '../src/lib/on-first-use.ts';
import { SessionLedger } from '../src/lib/session-ledger.ts';

// The in-memory stores make their lru-cache when something is first put in them: reading an
// empty store makes nothing, and what is put in is found as before.

describe('onFirstUse', () => {
  it('makes the value once, when first needed; made() reads it without making it', () => {
    let made = 0;
    const value = onFirstUse(() => ({ n: ++made }));
    expect(value.made()).toBeUndefined();
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(value.made()).toBe(first);
    expect(made).toBe(1);
  });
});

describe('stores made on first use', () => {
  it('a session ledger finds nothing ended until a session is, then finds it', () => {
    const ledger = new SessionLedger(60_000);
    expect(ledger.isEnded('s1', 1000, ['account:1'])).toBe(false);
    ledger.end('s1');
    expect(ledger.isEnded('s1', 1000, ['account:1'])).toBe(true);
    expect(ledger.isEnded('s2', 1000, ['account:1'])).toBe(false);
    ledger.endAllOf(['account:1'], 2000);
    expect(ledger.isEnded('s2', 1000, ['account:1'])).toBe(true);
    expect(ledger.isEnded('s3', 3000, ['account:1'])).toBe(false);
  });

  it('account records: an empty store reads, snapshots and clears as empty; a record put in is read back', async () => {
    const kind = { name: 'test', max: 2, ttlMs: 60_000 };
    const records = new MemoryAccountRecords();
    expect(await records.list(kind, 'a1')).toEqual([]);
    expect(records.snapshot()).toEqual([]);
    records.clear();
    records.restore([]);
    await records.put(kind, 'a1', 'r1', { amount: 5 });
    expect(await records.get(kind, 'a1', 'r1')).toEqual({ amount: 5 });
    const copy = new MemoryAccountRecords();
    copy.restore(records.snapshot());
    expect(await copy.list(kind, 'a1')).toEqual([{ amount: 5 }]);
  });
});
