import { z } from 'zod';
import { TRANSACTION_STATUSES } from '../domain/constants.ts';
import { lineText, shortText } from './limits.ts';
import { ticketRefundStatusSchema } from './ticket.ts';

export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);

/** One payment, as the transaction lists send it. */
export const transactionSchema = z.object({
  id: shortText(),
  /** YYYY-MM-DD hh:mm, or null when the legacy sent no date. */
  date: shortText().nullable(),
  eventId: shortText().nullable(),
  eventName: lineText(),
  /** The buyer's first name (the organiser's view shows it). */
  buyer: lineText().nullable(),
  ticketType: lineText().nullable(),
  admissions: z.number().int(),
  grossCents: z.number().int(),
  status: transactionStatusSchema,
  refundedAt: shortText().nullable(),
  /**
   * The furthest refund request among the purchase's tickets (the transaction rows carry none:
   * it comes from the customer's tickets); null when none was asked or none is known.
   */
  refundStatus: ticketRefundStatusSchema.nullable(),
  refundedCents: z.number().int(),
  resentAt: shortText().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The five summary cards of /transactions-view, in cents. */
export const transactionSummarySchema = z.object({
  completedCents: z.number().int(),
  pendingCents: z.number().int(),
  cancelledCents: z.number().int(),
  abandonedCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;
