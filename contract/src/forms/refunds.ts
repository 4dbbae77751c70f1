import { z } from 'zod';
import { REFUND_REASONS } from '../domain/refund-requests.ts';
import { LIMITS } from '../model/limits.ts';
import { choice, text, ticked } from './fields.ts';
import { DECLINE_REASON_MESSAGES, REFUND_REQUEST_MESSAGES } from './refund-messages.ts';

export { DECLINE_REASON_MESSAGES, REFUND_REQUEST_MESSAGES };

// The customer's refund request and the organiser's decline dialog (spec part 3, section 5).
// Refund rules are in refund-rules.ts.

/**
 * Refund request: reason (from the list), comments (optional), acknowledged (the policy checkbox).
 * Cancelling a pending request sends no form, so the reason is always required here.
 */
export const refundRequestSchema = z.object({
  reason: choice(REFUND_REASONS, REFUND_REQUEST_MESSAGES.reasonRequired),
  comments: z.string().trim().max(LIMITS.typed).optional(),
  acknowledged: ticked(REFUND_REQUEST_MESSAGES.acknowledgeRequired),
});

/** Decline dialog (organiser): reason. */
export const declineReasonSchema = z.object({
  reason: text(DECLINE_REASON_MESSAGES.reasonRequired),
});
