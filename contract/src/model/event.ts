import { z } from 'zod';
import { lineText, longText, shortText } from './limits.ts';

/** An event as the product speaks of it, whatever spelling the legacy used. */
export const eventSchema = z.object({
  id: shortText(),
  businessId: shortText(),
  name: lineText(),
  /** Event day, YYYY-MM-DD. */
  day: shortText(),
  finishDay: shortText().nullable(),
  startTime: shortText().nullable(),
  finishTime: shortText().nullable(),
  venue: lineText().nullable(),
  description: longText().nullable(),
  category: lineText().nullable(),
  province: lineText().nullable(),
  /** Campaign balance in cents; null when the legacy did not send one. */
  balanceCents: z.number().int().nullable(),
  businessName: lineText().nullable(),
  sponsored: z.boolean(),
  /** 'running' allows selling; anything else blocks it. */
  campaignStatus: shortText(),
  /** Served through the BFF; null means "use the placeholder". */
  posterUrl: longText().nullable(),
  theme: lineText().nullable(),
});
export type Event = z.infer<typeof eventSchema>;

export const provinceSchema = z.object({ id: shortText(), name: lineText() });
export type Province = z.infer<typeof provinceSchema>;

export const categorySchema = z.object({ name: lineText() });
export type Category = z.infer<typeof categorySchema>;

export const ticketTierSchema = z.enum(['vvip', 'vip', 'general']);
export type TicketTier = z.infer<typeof ticketTierSchema>;

export const ticketTypeSchema = z.object({
  id: shortText(),
  ref: shortText().nullable(),
  tier: ticketTierSchema,
  adultPriceCents: z.number().int(),
  kidsPriceCents: z.number().int().nullable(),
  adultsAvailable: z.number().int(),
  kidsAvailable: z.number().int(),
  adultsSold: z.number().int(),
  kidsSold: z.number().int(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;
