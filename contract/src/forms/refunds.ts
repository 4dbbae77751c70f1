import { z } from 'zod';
import { REFUND_REASONS } from '../domain/refund-requests.ts';
import { LIMITS } from '../model/limits.ts';
import { choice, text, ticked } from './fields.ts';

// The customer's refund request and the organiser's decline dialog (spec part 3, section 5).
// Refund rules are in refund-rules.ts.

export const REFUND_REQUEST_MESSAGES = {
  reasonRequired: 'Please provide a reason for your refund request.',
  acknowledgeRequired:
    'Please indicate if you acknowledge and understand the refund policy. Scroll to the bottom.',
  invalidPass: 'This pass is invalid. Refunds are not available.',
  notAvailable:
    'Refunds are not available for this event. The organizer has chosen to disable refund requests across all ticket types.',
  maxAttempts: "You've reached the maximum of 3 refund attempts. No further requests allowed.",
} as const;

/**
 * Refund request: reason (from the list), comments (optional), acknowledged (the policy checkbox).
 * Cancelling a pending request sends no form, so the reason is always required here.
 */
export const refundRequestSchema = z.object({
  reason: choice(REFUND_REASONS, REFUND_REQUEST_MESSAGES.reasonRequired),
  comments: z.string().trim().max(LIMITS.typed).optional(),
  acknowledged: ticked(REFUND_REQUEST_MESSAGES.acknowledgeRequired),
});

export const DECLINE_REASON_MESSAGES = {
  reasonRequired: 'Please enter a reason.',
} as const;

/** Decline dialog (organiser): reason. */
export const declineReasonSchema = z.object({
  reason: text(DECLINE_REASON_MESSAGES.reasonRequired),
});
