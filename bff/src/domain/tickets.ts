import { legacy, normaliseRefundGovernance, rows } from '@tix/contract';
import { notFound } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';

// Lookups shared by the ticket and refund routes. A ticket is named by its event and its id;
// everything else the legacy wants (ticket number, payment id) is read from the customer's own
// rows, never taken from the client.

export const TICKET_NOT_FOUND = 'We could not find that ticket among yours.';

export async function ownTicketRows(port: LegacyPort, eventId: string) {
  return rows(await port.legacy(legacy.PREVIEWTICKETS, { eventid: eventId }));
}

/** The customer's ticket row, or a 404 when it is not theirs. */
export async function ownTicketRow(port: LegacyPort, eventId: string, ticketId: string) {
  const all = await ownTicketRows(port, eventId);
  const row = all.find((r) => String(r.ticket_id) === ticketId);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return { row, all };
}

export async function refundGovernance(port: LegacyPort, eventId: string) {
  return normaliseRefundGovernance(
    await port.legacy(legacy.GET_REFUND_GOVERNANCE_RULES, { eventid: eventId }),
  );
}
