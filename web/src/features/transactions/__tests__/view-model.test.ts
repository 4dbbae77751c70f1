import { type Transaction, transactionSchema } from '@tix/contract/model/transaction';
import { describe, expect, it } from 'vitest';
import { SORTS } from '../messages.ts';
import { pageOf, type SortKey } from '../view-model.ts';

// The order of /transactions-view's rows. Dates come to the minute, so two sales of one minute tie:
// they must come out in one order whatever order the legacy listed them in (the stand-in behind
// the BFF and mock mode are compared screen by screen in e2e/worlds).

const tx = (id: string, date: string, grossCents = 15_000): Transaction =>
  transactionSchema.parse({
    id,
    date,
    eventId: '1',
    eventName: 'Jazz on the Lake',
    buyer: 'Thandi',
    ticketType: 'General',
    admissions: 1,
    grossCents,
    status: 'pending',
    refundedAt: null,
    refundStatus: null,
    refundedCents: 0,
    resentAt: null,
  });

// Two seeded sales and a door sale made in the same minute, and one of the day before.
const seed11 = tx('TIX60012SEED11', '2026-11-28 14:05');
const seed12 = tx('TIX60013SEED12', '2026-11-28 14:05');
const doorSale = tx('TIX70001A3F9', '2026-11-28 14:05');
const yesterday = tx('TIX60019SEED18', '2026-11-27 09:30');

const ids = (rows: readonly Transaction[]) => rows.map((t) => t.id);
const permutations = [
  [seed11, seed12, doorSale, yesterday],
  [doorSale, yesterday, seed12, seed11],
  [yesterday, seed12, seed11, doorSale],
];

describe("the order of an event's transactions", () => {
  it('puts rows of the same minute in one order, whatever order they arrive in', () => {
    for (const rows of permutations) {
      expect(ids(pageOf(rows, 'all', 'date-desc', 1).rows)).toEqual([
        'TIX70001A3F9',
        'TIX60013SEED12',
        'TIX60012SEED11',
        'TIX60019SEED18',
      ]);
    }
  });

  it('gives each sort the exact reverse of its other direction, ties included', () => {
    const rows = [seed11, seed12, doorSale, yesterday, tx('TIX60020SEED19', '2026-11-26 10:00', 9_000)];
    for (const { value } of SORTS.filter((s) => s.value.endsWith('-desc'))) {
      const asc = value.replace('-desc', '-asc') as SortKey;
      expect(ids(pageOf(rows, 'all', asc, 1).rows), value).toEqual(
        ids(pageOf(rows, 'all', value, 1).rows).toReversed(),
      );
    }
  });
});
