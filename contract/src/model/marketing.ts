import { z } from 'zod';
import { MARKETING_AUDIENCES } from '../domain/constants.ts';
import { lineText, longText, shortText } from './limits.ts';

// SMS and email marketing (spec part 2, sections 2, 3 and 4). Money in cents.

/** How many people each audience reaches. */
export const audienceSizesSchema = z.object({
  /** The organiser's own buyers (GET-AUDIENCE-COUNT). */
  existing: z.number().int(),
  /** The platform's universal audience ({product}DATABASE). */
  universal: z.number().int(),
});
export type AudienceSizes = z.infer<typeof audienceSizesSchema>;

export const MARKETING_CHANNELS = ['sms', 'email'] as const;
export type MarketingAudience = (typeof MARKETING_AUDIENCES)[number];

/**
 * Where a message record is: an SMS waits for its payment, then is queued for delivery; an email
 * is sent at once.
 */
export const MARKETING_DELIVERY_STATES = ['awaiting-payment', 'queued', 'sent'] as const;
export type MarketingDeliveryState = (typeof MARKETING_DELIVERY_STATES)[number];

/** A marketing message record (EMAIL-MARKETING creates it, GET-TEXT-MESSAGES reads it). */
export const marketingMessageSchema = z.object({
  textId: shortText(),
  text: longText(),
  subject: lineText().nullable(),
  type: z.enum(MARKETING_CHANNELS),
  audience: z.enum(MARKETING_AUDIENCES).nullable(),
  /** The audience size the record holds; null when the legacy did not say (unknown, not 0). */
  recipients: z.number().int().nullable(),
  /** The cost the record holds; null when the legacy did not say (unknown, not R0.00). */
  costCents: z.number().int().nullable(),
  delivery: z.enum(MARKETING_DELIVERY_STATES),
  /**
   * When the organiser last started a card payment for it (in any login), where the record does
   * not say whether it was paid (no delivery state): paying again may charge twice. Null otherwise.
   */
  paymentStartedAt: z.string().max(40).nullable(),
});
export type MarketingMessage = z.infer<typeof marketingMessageSchema>;

/**
 * What the BFF itself sent when it saved a message (EMAIL-MARKETING): used where the record read
 * back is silent, as on a legacy that answers GET-TEXT-MESSAGES with the spec's `text` only.
 */
export type MessageAsSaved = Pick<
  MarketingMessage,
  'type' | 'subject' | 'audience' | 'recipients' | 'costCents'
> & {
  /** When the organiser last started a card payment for it, as the BFF remembers (ISO time). */
  paymentStartedAt?: string;
};

/** What an accepted recipients upload holds. */
export const recipientsUploadSchema = z.object({
  type: z.enum(MARKETING_CHANNELS),
  recipients: z.number().int(),
  message: lineText(),
});
export type RecipientsUpload = z.infer<typeof recipientsUploadSchema>;
