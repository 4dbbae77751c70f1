import { z } from 'zod';

// The promoter's (booster's) own side (spec part 2, sections 2, 3 and 4). A session has the
// domain's BoosterAccount shape (activation, balanceCents), so boosterSellBlock takes it as is.

/** BOOSTERLOGIN with val 1. */
export const boosterSessionSchema = z.object({
  boosterId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** 1 active, 0 not. */
  activation: z.number().int(),
  balanceCents: z.number().int(),
  creditCents: z.number().int().nullable(),
});
export type BoosterSession = z.infer<typeof boosterSessionSchema>;

/** REALTIMEBALANCE: the balance a booster sells from, and the credit (the legacy's `amount`). */
export const boosterBalanceSchema = z.object({
  balanceCents: z.number().int(),
  creditCents: z.number().int().nullable(),
});
export type BoosterBalance = z.infer<typeof boosterBalanceSchema>;

/** Why a booster may not sell now (the domain's boosterSellBlock), or null when it may. */
export const boosterSellBlockSchema = z.enum(['inactive', 'low-credit']).nullable();

/** /Boosterdashboard, /Boosterprofile, /accountstatus: the logged-in booster and its organiser. */
export const boosterAccountSchema = z.object({
  boosterId: z.string().max(100),
  name: z.string().max(1_000),
  email: z.string().max(1_000).nullable(),
  phone: z.string().max(100).nullable(),
  activation: z.number().int(),
  balanceCents: z.number().int(),
  creditCents: z.number().int().nullable(),
  /** The organisation the booster sells for. */
  businessName: z.string().max(1_000),
  sellBlock: boosterSellBlockSchema,
});
export type BoosterAccountDetails = z.infer<typeof boosterAccountSchema>;

/** /selltickets: passed and not-active events are listed with their message; not running, hidden. */
export const boosterEventStateSchema = z.enum(['inactive', 'passed', 'sellable']);
