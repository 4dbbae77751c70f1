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

/** The stock of `ticket` from an availability answer, or from the ticket type when it has no counts. */
export function stockOf(
  raw: Parameters<typeof normaliseAvailability>[0],
  ticket: TicketType,
  log: FallbackLog | undefined,
): GroupStockAnswer {
  const stock = normaliseAvailability(raw, ticket.id, ticket.tier);
  if (carriesStockCounts(raw)) return stock;
  if (log) noteFallback(log, 'CHECKAVAILABLETICKETS', STOCK_FALLBACK);
  return { ...stock, adults: ticket.adultsAvailable, kids: ticket.kidsAvailable };
}
