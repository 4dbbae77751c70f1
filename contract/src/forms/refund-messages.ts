// The refund forms' messages (spec part 3, section 5), apart from their schemas (refunds.ts) so a
// screen that only shows them does not load zod.

export const REFUND_REQUEST_MESSAGES = {
  reasonRequired: 'Please provide a reason for your refund request.',
  acknowledgeRequired:
    'Please indicate if you acknowledge and understand the refund policy. Scroll to the bottom.',
  invalidPass: 'This pass is invalid. Refunds are not available.',
  notAvailable:
    'Refunds are not available for this event. The organizer has chosen to disable refund requests across all ticket types.',
  maxAttempts: "You've reached the maximum of 3 refund attempts. No further requests allowed.",
} as const;

export const DECLINE_REASON_MESSAGES = {
  reasonRequired: 'Please enter a reason.',
} as const;
