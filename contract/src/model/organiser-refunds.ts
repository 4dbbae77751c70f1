import { z } from 'zod';
import type { RefundRules } from '../domain/refunds.ts';
import { lineText, longText, shortText } from './limits.ts';

// The organiser's refund management page (spec part 3, sections 2, 3 and 4). The rules reuse the
// domain's RefundRules, so estimateRefund and applicableRefundTier take them as they are.

const refundFeeSchema = z.object({ percent: z.number().min(0).max(100), flatCents: z.number().int() });

export const refundPolicySchema = z.object({
  source: z.enum(['organiser', 'platform']),
  tiers: z
    .array(
      z.object({
        name: z.enum(['one', 'two', 'three', 'zero']),
        cutOffDays: z.number().int().min(0),
        fee: refundFeeSchema.nullable(),
      }),
    )
    .max(4)
    .readonly(),
}) satisfies z.ZodType<RefundRules>;

/** GET_REFUND_RULES: the event's own rules and settings. */
export const organiserRefundSettingsSchema = z.object({
  /** null: the organiser set no rules (the platform default applies, effectiveRefundRules). */
  rules: refundPolicySchema.nullable(),
  autoRefund: z.boolean(),
  /** As the organiser set it; 0 or null falls back to 2 (effectiveMaxRefundAttempts). */
  maxAttempts: z.number().int().nullable(),
  policyLocked: z.boolean(),
  policyLockedAt: shortText().nullable(),
});
export type OrganiserRefundSettings = z.infer<typeof organiserRefundSettingsSchema>;

/** A row of the organiser's refund requests table (GET-REFUND-REQUESTS). */
export const refundRequestRowSchema = z.object({
  id: shortText(),
  refundId: shortText().nullable(),
  requestedAt: shortText().nullable(),
  buyerName: lineText().nullable(),
  originalCents: z.number().int(),
  refundCents: z.number().int(),
  ticketNumber: shortText().nullable(),
  reason: lineText().nullable(),
  comments: longText().nullable(),
  /** Lower case: pending, approved, declined, cancelled (others pass through). */
  status: shortText(),
  source: shortText().nullable(),
  autoApprove: z.boolean(),
  /** Approve and decline are offered (canDecideRefund). */
  decidable: z.boolean(),
});
export type RefundRequestRow = z.infer<typeof refundRequestRowSchema>;
