import { type GroupStockAnswer, normaliseAvailability, type TicketType } from '@tix/contract';
import { type FallbackLog, noteFallback } from '../../lib/unknown-figures.ts';

// CHECKAVAILABLETICKETS: the spec names only "category", not the counts. An answer without them
// says nothing about stock, and nothing is not "sold out": the counts then come from the ticket
// type the spec does promise them on (TICKETS' avail_tickets and kids_tickets), and the fallback
// is logged. A legacy that sends the counts (the stand-in does) is read as before.

const COUNT_FIELDS = new Set(['avail_tickets', 'kids_tickets']);

export const STOCK_FALLBACK = 'no stock counts: stock from TICKETS';

/** Whether an answer carries a stock count anywhere (top level, under `category`, in a row). */
export function carriesStockCounts(raw: unknown): boolean {
  if (Array.isArray(raw)) return raw.some(carriesStockCounts);
  if (raw === null || typeof raw !== 'object') return false;
  return Object.entries(raw).some(([key, value]) => COUNT_FIELDS.has(key) || carriesStockCounts(value));
}

/**
 * The stock of `ticket` from an availability answer; each count the answer lacks comes from the
 * ticket type (never 0, which would read as sold out).
 */
export function stockOf(
  raw: Parameters<typeof normaliseAvailability>[0],
  ticket: TicketType,
  log: FallbackLog | undefined,
): GroupStockAnswer {
  const stock = normaliseAvailability(raw, ticket.id, ticket.tier);
  if (stock.adults !== null && stock.kids !== null)
    return { ...stock, adults: stock.adults, kids: stock.kids };
  if (log) noteFallback(log, 'CHECKAVAILABLETICKETS', STOCK_FALLBACK);
  return {
    ...stock,
    adults: stock.adults ?? ticket.adultsAvailable,
    kids: stock.kids ?? ticket.kidsAvailable,
  };
}
