import { z } from 'zod';
import { longText } from './limits.ts';
import { tierDetailsSchema } from './organiser.ts';

// Loading an event's tickets and its poster (spec part 2, sections 3, 5 and 7).

/** The three tiers as loaded (GETVVIPDETAILS, GETVIPDETAILS, GETGENDETAILS); null: never loaded. */
export const ticketTiersSchema = z.object({
  vvip: tierDetailsSchema.nullable(),
  vip: tierDetailsSchema.nullable(),
  general: tierDetailsSchema.nullable(),
});
export type TicketTiers = z.infer<typeof ticketTiersSchema>;

/**
 * ADDTICEKTS' outcome: 'warning' is a load that went through with something to know (shown in a
 * warning style); a 'failed' answer never gets here (the BFF answers 422 with its message).
 */
export const loadTicketsResultSchema = z.object({
  outcome: z.enum(['success', 'warning']),
  /** The legacy's own message; null when it sent none. */
  message: longText().nullable(),
  tiers: ticketTiersSchema,
});
export type LoadTicketsResult = z.infer<typeof loadTicketsResultSchema>;

/** The uploaded poster, as the public pages now show it. */
export const posterUploadResultSchema = z.object({ posterUrl: longText().nullable() });
export type PosterUploadResult = z.infer<typeof posterUploadResultSchema>;
