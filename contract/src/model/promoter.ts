import { z } from 'zod';

// Promoters (boosters) as the organiser manages them, and the organisations (merchants) a
// promoter picks from before logging in (spec part 2, sections 2 and 3; part 1 for merchants).

const maybeText = z.string().max(1_000).nullable();

/** A promoter of the organiser's list (PROMOTERS). */
export const promoterSchema = z.object({
  id: z.string().max(100),
  businessId: maybeText,
  firstName: maybeText,
  lastName: maybeText,
  fullName: z.string().max(1_000),
  phone: maybeText,
  email: maybeText,
  /** The credit the organiser gave (the legacy's `amount`). */
  creditCents: z.number().int(),
  /** The credit left to sell from; null when the legacy's list did not carry it. */
  balanceCents: z.number().int().nullable(),
  /** What the promoter has sold from its credit (credit less balance); null with no balance. */
  soldCents: z.number().int().nullable(),
  /** 1 active (BOOSTER_ACTIVE), 0 not: the domain's BoosterAccount reads it so. */
  activation: z.number().int(),
});
export type Promoter = z.infer<typeof promoterSchema>;

/**
 * An organisation a promoter can log in to, as anyone may see it (GET /api/merchants): only what
 * the picker shows. MERCHANTS also carries the organiser's login email and phone; those stay in
 * the BFF (BOOSTERLOGIN needs them) and are never part of a public answer.
 */
export const merchantSchema = z.object({
  id: z.string().max(100),
  name: z.string().max(1_000),
});
export type Merchant = z.infer<typeof merchantSchema>;

/** A MERCHANTS row with its contact details: server-side only. */
export interface MerchantContact extends Merchant {
  email: string | null;
  phone: string | null;
}

/** The public answer for one organisation, built field by field (an allow-list). */
export const publicMerchant = (m: Merchant): Merchant => ({ id: m.id, name: m.name });

/** The answer to adding or updating a promoter, whose `val` codes differ between the two calls. */
export const promoterSaveOutcomeSchema = z.object({
  outcome: z.enum(['saved', 'exists', 'refused']),
  /** The legacy's message or error text, when it sent one. */
  message: maybeText,
});
export type PromoterSaveOutcome = z.infer<typeof promoterSaveOutcomeSchema>;
