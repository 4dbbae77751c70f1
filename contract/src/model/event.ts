import { z } from 'zod';

/** An event as the product speaks of it, whatever spelling the legacy used. */
export const eventSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  /** Event day, YYYY-MM-DD. */
  day: z.string(),
  finishDay: z.string().nullable(),
  startTime: z.string().nullable(),
  finishTime: z.string().nullable(),
  venue: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  province: z.string().nullable(),
  /** Campaign balance in cents; null when the legacy did not send one. */
  balanceCents: z.number().int().nullable(),
  businessName: z.string().nullable(),
  sponsored: z.boolean(),
  /** 'running' allows selling; anything else blocks it. */
  campaignStatus: z.string(),
  /** Served through the BFF; null means "use the placeholder". */
  posterUrl: z.string().nullable(),
  theme: z.string().nullable(),
});
export type Event = z.infer<typeof eventSchema>;

export const provinceSchema = z.object({ id: z.string(), name: z.string() });
export type Province = z.infer<typeof provinceSchema>;

export const categorySchema = z.object({ name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const ticketTierSchema = z.enum(['vvip', 'vip', 'general']);
export type TicketTier = z.infer<typeof ticketTierSchema>;

export const ticketTypeSchema = z.object({
  id: z.string(),
  ref: z.string().nullable(),
  tier: ticketTierSchema,
  adultPriceCents: z.number().int(),
  kidsPriceCents: z.number().int().nullable(),
  adultsAvailable: z.number().int(),
  kidsAvailable: z.number().int(),
  adultsSold: z.number().int(),
  kidsSold: z.number().int(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;
