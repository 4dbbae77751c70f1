import { z } from 'zod';
import { TICKET_REFUND_STATUSES } from '../domain/refund-requests.ts';

export const ticketRefundStatusSchema = z.enum(TICKET_REFUND_STATUSES);

/** One of the customer's tickets (CUSTOMERTICKETS, PREVIEWTICKETS), whatever the legacy spelled. */
export const customerTicketSchema = z.object({
  id: z.string(),
  /** 7 characters, shared by the tickets of one purchase. */
  number: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  /** The ticket category as the legacy named it (VVIP, VIP, General). */
  category: z.string(),
  admissions: z.number().int(),
  group: z.enum(['adults', 'kids']),
  /** Price of one admission of this ticket's group, in cents. */
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  /** When it was bought: YYYY-MM-DD and hh:mm (null when the legacy sent none). */
  boughtOn: z.string().nullable(),
  boughtAt: z.string().nullable(),
  activated: z.boolean(),
  /** The signed QR payload; null for an invalid pass. */
  qrPayload: z.string().nullable(),
  /** null: no refund asked, or the last request was declined or cancelled. */
  refundStatus: ticketRefundStatusSchema.nullable(),
  refundAttempts: z.number().int(),
  /** The event's own limit, when the row carries one. */
  maxAttempts: z.number().int().nullable(),
  paymentId: z.string().nullable(),
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
  id: z.string(),
  name: z.string(),
  day: z.string(),
  startTime: z.string().nullable(),
  finishTime: z.string().nullable(),
  venue: z.string().nullable(),
});
export type TicketEvent = z.infer<typeof ticketEventSchema>;
