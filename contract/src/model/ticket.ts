import { z } from 'zod';
import { TICKET_REFUND_STATUSES } from '../domain/refund-requests.ts';
import { lineText, longText, shortText } from './limits.ts';

export const ticketRefundStatusSchema = z.enum(TICKET_REFUND_STATUSES);

/** One of the customer's tickets (CUSTOMERTICKETS, PREVIEWTICKETS), whatever the legacy spelled. */
export const customerTicketSchema = z.object({
  id: shortText(),
  /** 7 characters, shared by the tickets of one purchase. */
  number: shortText(),
  eventId: shortText(),
  eventName: lineText(),
  /** The ticket category as the legacy named it (VVIP, VIP, General). */
  category: lineText(),
  admissions: z.number().int(),
  group: z.enum(['adults', 'kids']),
  /** Price of one admission of this ticket's group, in cents. */
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  /** When it was bought: YYYY-MM-DD and hh:mm (null when the legacy sent none). */
  boughtOn: shortText().nullable(),
  boughtAt: shortText().nullable(),
  activated: z.boolean(),
  /** The signed QR payload; null for an invalid pass. */
  qrPayload: longText().nullable(),
  /** null: no refund asked, or the last request was declined or cancelled. */
  refundStatus: ticketRefundStatusSchema.nullable(),
  /** The last request was declined; `declineReason` is the organiser's reason when sent. */
  refundDeclined: z.boolean(),
  declineReason: longText().nullable(),
  refundAttempts: z.number().int(),
  /** The event's own limit, when the row carries one. */
  maxAttempts: z.number().int().nullable(),
  paymentId: shortText().nullable(),
  /**
   * The event's day (YYYY-MM-DD) and start (hh:mm), which the ticket rows do not carry: the BFF
   * fills them in ticket lists from the event's public details; null where it did not.
   */
  eventDay: shortText().nullable(),
  eventStartTime: shortText().nullable(),
});
export type CustomerTicket = z.infer<typeof customerTicketSchema>;

/** What the organiser decided for refunds of one event (GET-REFUND-GOVERNANCE-RULES). */
export const refundGovernanceSchema = z.object({
  refundsAllowed: z.boolean(),
  /** The limit that applies (the default of 2 when the event sets none). */
  maxAttempts: z.number().int(),
});
export type RefundGovernance = z.infer<typeof refundGovernanceSchema>;

/** Event facts shown beside a ticket (/zoom, /transactiondetails). */
export const ticketEventSchema = z.object({
  id: shortText(),
  name: lineText(),
  day: shortText(),
  startTime: shortText().nullable(),
  finishTime: shortText().nullable(),
  venue: lineText().nullable(),
});
