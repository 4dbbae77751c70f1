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

const refundFeeSchema = z.object({ percent: z.number().min(0).max(100), flatCents: z.number().int() });

/** An event's refund terms as a buyer sees them before paying (issue 17). */
export const refundTermsSchema = z.object({
  refundsAllowed: z.boolean(),
  /** Whose tiers apply: the organiser's own or the platform's default. */
  source: z.enum(['organiser', 'platform']),
  lines: z
    .array(
      z.object({
        name: z.enum(['one', 'two', 'three', 'zero']),
        fromDays: z.number().int(),
        toDays: z.number().int().nullable(),
        fee: refundFeeSchema.nullable(),
      }),
    )
    .max(4),
  /** The event's day (YYYY-MM-DD), from which the days before it are counted. */
  eventDay: z.string().max(10),
});
export type RefundTerms = z.infer<typeof refundTermsSchema>;
