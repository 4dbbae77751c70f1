import { z } from 'zod';
import { lineText, list, longText } from './limits.ts';

/** CALCULATE-REFUND's answer in cents: what the customer would get back today. */
export const refundQuoteSchema = z.object({
  daysLeft: z.number().int(),
  originalCents: z.number().int(),
  bookingFeeCents: z.number().int(),
  feeCents: z.number().int(),
  /** The estimated refund; 0 or less means no refund is possible (the event day). */
  refundCents: z.number().int(),
  netCents: z.number().int(),
  admissions: z.number().int(),
  /** 'organiser': the event's own rules; 'platform': the default rules. */
  rules: z.enum(['organiser', 'platform']),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

/** The answer to a refund request: done, or sent to add bank details first. */
export const refundRequestOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('requested'), message: longText() }),
  z.object({
    outcome: z.literal('bank-details-missing'),
    code: z.literal('BANK_DETAILS_MISSING'),
    message: longText(),
    banks: list(lineText()),
  }),
]);
export type RefundRequestOutcome = z.infer<typeof refundRequestOutcomeSchema>;
