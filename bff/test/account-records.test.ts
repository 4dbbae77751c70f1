import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountRecords, MemoryAccountRecords, type RecordKind } from '../src/lib/account-records.ts';
import { SharedAccountRecords } from '../src/lib/shared-account-records.ts';
import { SharedState } from '../src/lib/shared-state.ts';
import { redisServer } from './redis-server.ts';

// What the BFF remembers of an account's objects (lib/account-records.ts): the newest records of
// each account, each for a while, one account never reading another's; in memory, and in a real
// Redis that two instances share.

const KIND: RecordKind = { name: 'test-things', max: 3, ttlMs: 60_000 };
const SHORT: RecordKind = { name: 'test-short', max: 3, ttlMs: 500 };

function behavesAsAccountRecords(make: () => Promise<AccountRecords>) {
  it('keeps the newest records of each account, a rewritten one as the newest', async () => {
    const records = await make();
    for (const id of ['1', '2', '3', '4'])
      await records.put(KIND, 'business:7', id, { id, cost: Number(id) });
    await records.put(KIND, 'business:7', '2', { id: '2', cost: 20 });
    expect(await records.list(KIND, 'business:7')).toEqual([
      { id: '3', cost: 3 },
      { id: '4', cost: 4 },
      { id: '2', cost: 20 },
    ]);
    expect(await records.get(KIND, 'business:7', '1')).toBeNull();
    expect(await records.get(KIND, 'business:7', '2')).toEqual({ id: '2', cost: 20 });
  });

  it('never gives one account another’s records', async () => {
    const records = await make();
    await records.put(KIND, 'business:8', 'a', { id: 'a' });
    expect(await records.get(KIND, 'business:9', 'a')).toBeNull();
    expect(await records.list(KIND, 'business:9')).toEqual([]);
    expect(await records.list(KIND, 'customer:8')).toEqual([]);
  });

  it('forgets a record once its time is up', async () => {
    const records = await make();
    await records.put(SHORT, 'customer:3', 'p', { paymentId: 'p' });
    expect(await records.get(SHORT, 'customer:3', 'p')).toEqual({ paymentId: 'p' });
    await new Promise((r) => setTimeout(r, 700));
    expect(await records.get(SHORT, 'customer:3', 'p')).toBeNull();
    expect(await records.list(SHORT, 'customer:3')).toEqual([]);
  });
}

describe('account records in memory', () => {
  behavesAsAccountRecords(async () => new MemoryAccountRecords());

  it('come back from a snapshot kept as text (mock mode across a reload)', async () => {
    const records = new MemoryAccountRecords();
    await records.put(KIND, 'business:7', '12', { textId: '12', costCents: 10_800 });
    const text = JSON.stringify(records.snapshot());
    const after = new MemoryAccountRecords();
    after.restore(JSON.parse(text));
    expect(await after.get(KIND, 'business:7', '12')).toEqual({ textId: '12', costCents: 10_800 });
    after.restore('not a snapshot');
    expect(await after.list(KIND, 'business:7')).toHaveLength(1);
  });
});

describe('account records in Redis', () => {
  const log = pino({ level: 'silent' });
  let redis: Awaited<ReturnType<typeof redisServer>>;
  const states: SharedState[] = [];
  const instance = async () => {
    const state = new SharedState(redis.url, log);
    await state.start();
    states.push(state);
    return { state, records: new SharedAccountRecords(state) };
  };
  beforeAll(async () => {
    redis = await redisServer();
  });
  afterAll(async () => {
    for (const state of states) await state.close();
    await redis?.stop();
  });

  behavesAsAccountRecords(async () => (await instance()).records);

  it('shares them between instances, and Redis forgets an account’s records in time', async () => {
    const KIND = { name: 'test-shared', max: 3, ttlMs: 60_000 };
    const one = await instance();
    const two = await instance();
    await one.records.put(KIND, 'business:42', 'sms', { id: 'sms', paid: false });
    expect(await two.records.get(KIND, 'business:42', 'sms')).toEqual({ id: 'sms', paid: false });
    await two.records.put(KIND, 'business:42', 'sms', { id: 'sms', paid: true });
    expect(await one.records.get(KIND, 'business:42', 'sms')).toEqual({ id: 'sms', paid: true });
    expect(await one.records.list(KIND, 'business:42')).toEqual([{ id: 'sms', paid: true }]);
    const keys = await one.state.redis.keys('tix:account:test-shared:*');
    expect(keys.length).toBe(2);
    for (const key of keys) {
      const ttl = await one.state.redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(KIND.ttlMs);
    }
  });
});
