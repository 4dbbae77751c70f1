import { z } from 'zod';
import type { RefundRules } from '../domain/refunds.ts';

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
  policyLockedAt: z.string().nullable(),
});
export type OrganiserRefundSettings = z.infer<typeof organiserRefundSettingsSchema>;

/** A row of the organiser's refund requests table (GET-REFUND-REQUESTS). */
export const refundRequestRowSchema = z.object({
  id: z.string(),
  refundId: z.string().nullable(),
  requestedAt: z.string().nullable(),
  buyerName: z.string().nullable(),
  originalCents: z.number().int(),
  refundCents: z.number().int(),
  ticketNumber: z.string().nullable(),
  reason: z.string().nullable(),
  comments: z.string().nullable(),
  /** Lower case: pending, approved, declined, cancelled (others pass through). */
  status: z.string(),
  source: z.string().nullable(),
  autoApprove: z.boolean(),
  /** Approve and decline are offered (canDecideRefund). */
  decidable: z.boolean(),
});
export type RefundRequestRow = z.infer<typeof refundRequestRowSchema>;
