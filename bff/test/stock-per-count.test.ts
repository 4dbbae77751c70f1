import type { TicketType } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import { STOCK_FALLBACK, stockOf } from '../src/domain/checkout/stock.ts';

// CHECKAVAILABLETICKETS (issue 40): a count the answer lacks is unknown, and unknown is not sold
// out. Each missing count comes from the ticket type (TICKETS) and the fallback is logged; a count
// the answer sends, 0 included, is the stock.

const vip: TicketType = {
  id: '5020',
  ref: null,
  tier: 'vip',
  adultPriceCents: 28_000,
  kidsPriceCents: 14_000,
  adultsAvailable: 40,
  kidsAvailable: 6,
  adultsSold: 0,
  kidsSold: 0,
};

const logger = () => {
  const lines: string[] = [];
  // pino's call shape: (fields, message) or (message); the line is the string argument.
  const note = (...args: unknown[]) => {
    const line = args.find((a) => typeof a === 'string');
    if (typeof line === 'string') lines.push(line);
  };
  return { lines, log: { info: note, debug: note } };
};

describe('stockOf', () => {
  it('takes the counts the answer sends, 0 as sold out, and logs nothing', () => {
    const { lines, log } = logger();
    expect(stockOf({ category: 'vip', avail_tickets: '0', kids_tickets: '3' }, vip, log)).toEqual({
      category: 'VIP',
      adults: 0,
      kids: 3,
    });
    expect(lines).toEqual([]);
  });

  it('takes only the missing count from the ticket type, and logs the fallback', () => {
    const { lines, log } = logger();
    expect(stockOf({ category: { ticketid: '5020', avail_tickets: '12' } }, vip, log)).toEqual({
      category: 'VIP',
      adults: 12,
      kids: vip.kidsAvailable,
    });
    expect(lines).toEqual([`CHECKAVAILABLETICKETS: ${STOCK_FALLBACK}`]);
  });

  it('reads an answer of nothing as unknown stock from the ticket type, not sold out', () => {
    const { log } = logger();
    expect(stockOf({ val: '0' }, vip, log)).toMatchObject({ adults: 40, kids: 6 });
  });
});
