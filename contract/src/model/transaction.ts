import { z } from 'zod';
import { TRANSACTION_STATUSES } from '../domain/constants.ts';

export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);

/** One payment, as the transaction lists send it. */
export const transactionSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD hh:mm, or null when the legacy sent no date. */
  date: z.string().nullable(),
  eventId: z.string().nullable(),
  eventName: z.string(),
  /** The buyer's first name (the organiser's view shows it). */
  buyer: z.string().nullable(),
  ticketType: z.string().nullable(),
  admissions: z.number().int(),
  grossCents: z.number().int(),
  status: transactionStatusSchema,
  refundedAt: z.string().nullable(),
  refundedCents: z.number().int(),
  resentAt: z.string().nullable(),
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
