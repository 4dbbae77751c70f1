import { type Cents, rand } from './money.ts';

// Promoters (boosters) sell for an organiser from their own credit (spec part 2, sections 2, 4,
// 5 and 9).

/** Credit given to a new promoter when the organiser does not change it. */
export const PROMOTER_CREDIT_DEFAULT_CENTS: Cents = rand(100);
/** The least credit an organiser may give a promoter. */
export const PROMOTER_CREDIT_MIN_CENTS: Cents = rand(100);
/** A booster may sell only with at least this balance. */
export const BOOSTER_MIN_SELLING_BALANCE_CENTS: Cents = rand(30);
/** The legacy's activation flag: 1 active, 0 not. */
export const BOOSTER_ACTIVE = 1;

export interface BoosterAccount {
  activation: number;
  balanceCents: Cents;
}

export type BoosterSellBlock = 'inactive' | 'low-credit' | null;

/**
 * Why a booster may not sell, or null when it may. Inactivity is reported first: an inactive
 * account cannot sell however much credit it holds.
 */
export function boosterSellBlock(account: BoosterAccount): BoosterSellBlock {
  if (account.activation !== BOOSTER_ACTIVE) return 'inactive';
  if (account.balanceCents < BOOSTER_MIN_SELLING_BALANCE_CENTS) return 'low-credit';
  return null;
}

/** Activation 1 and a balance of at least R30. */
export function boosterMaySell(account: BoosterAccount): boolean {
  return boosterSellBlock(account) === null;
}

/** Whether the credit an organiser typed for a promoter is acceptable (R100 or more). */
export function isValidPromoterCredit(creditCents: Cents): boolean {
  return Number.isSafeInteger(creditCents) && creditCents >= PROMOTER_CREDIT_MIN_CENTS;
}
