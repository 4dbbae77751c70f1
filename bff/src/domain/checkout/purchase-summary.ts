import { legacy, normaliseEventDetail, normaliseTransactions, type PurchaseSummary } from '@tix/contract';
import { notFound } from '../../lib/problem.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';

/** Not in the spec, ours: /success opened for a payment the legacy has no record of (yet). */
export const PURCHASE_NOT_FOUND = 'We could not find that payment among your transactions.';

/**
 * What /success shows of one payment: the legacy's own transaction row (amount, tickets, category,
 * status) and its event's name and date. Nothing is taken from the provider's return address.
 */
export async function purchaseSummary(
  port: LegacyPort,
  paymentId: string,
  ticketNumber: string | null,
): Promise<PurchaseSummary> {
  const transactions = normaliseTransactions(await port.legacy(legacy.TRANSACTIONS_GETTRANSACTIONS));
  const row = transactions.find((t) => t.id === paymentId);
  if (!row) throw notFound(PURCHASE_NOT_FOUND);
  let eventDay: string | null = null;
  let eventStartTime: string | null = null;
  if (row.eventId) {
    const detail = await port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: row.eventId });
    if (!legacy.isEmptyVal(detail)) {
      const event = normaliseEventDetail(detail, row.eventId);
      eventDay = event.day || null;
      eventStartTime = event.startTime;
    }
  }
  return {
    paymentId,
    ticketNumber,
    eventId: row.eventId,
    eventName: row.eventName,
    eventDay,
    eventStartTime,
    ticketType: row.ticketType,
    quantity: row.admissions,
    amountCents: row.grossCents,
    status: row.status,
  };
}
