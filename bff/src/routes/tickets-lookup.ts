import { legacy, normaliseRefundGovernance, rows } from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import { refused } from '../legacy/errors.ts';
import { notFound } from '../lib/problem.ts';

// Lookups shared by the ticket and refund routes. A ticket is named by its event and its id;
// everything else the legacy wants (ticket number, payment id) is read from the customer's own
// rows, never taken from the client.

export const TICKET_NOT_FOUND = 'We could not find that ticket among yours.';

export async function ownTicketRows(req: FastifyRequest, eventId: string) {
  return rows(await req.legacy(legacy.PREVIEWTICKETS, { eventid: eventId }));
}

/** The customer's ticket row, or a 404 when it is not theirs. */
export async function ownTicketRow(req: FastifyRequest, eventId: string, ticketId: string) {
  const all = await ownTicketRows(req, eventId);
  const row = all.find((r) => String(r.ticket_id) === ticketId);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return { row, all };
}

export async function refundGovernance(req: FastifyRequest, eventId: string) {
  return normaliseRefundGovernance(
    await req.legacy(legacy.GET_REFUND_GOVERNANCE_RULES, { eventid: eventId }),
  );
}

/** A legacy status answer that is not a success becomes a 422 with the legacy's own message. */
export function ensureSuccess(
  op: { key: string },
  answer: { status?: unknown; message?: unknown },
  fallback: string,
): string {
  const message = typeof answer.message === 'string' && answer.message.trim() ? answer.message : fallback;
  if (String(answer.status ?? '').toLowerCase() !== 'success') throw refused(op.key, message);
  return message;
}
