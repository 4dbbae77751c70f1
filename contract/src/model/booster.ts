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
