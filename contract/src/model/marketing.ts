import { z } from 'zod';

// SMS and email marketing (spec part 2, sections 2, 3 and 4).

/** How many people each audience reaches. */
export const audienceSizesSchema = z.object({
  /** The organiser's own buyers (GET-AUDIENCE-COUNT). */
  existing: z.number().int(),
  /** The platform's universal audience ({product}DATABASE). */
  universal: z.number().int(),
});
export type AudienceSizes = z.infer<typeof audienceSizesSchema>;

/** A marketing message record (EMAIL-MARKETING creates it, GET-TEXT-MESSAGES reads it). */
export const marketingMessageSchema = z.object({
  textId: z.string(),
  text: z.string(),
});
export type MarketingMessage = z.infer<typeof marketingMessageSchema>;
