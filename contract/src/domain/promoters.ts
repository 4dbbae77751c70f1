import { BOOSTER_SESSION_MESSAGES } from './booster-session.ts';
import type { IsoDay } from './dates.ts';
import { type SellableEvent, sellState } from './events.ts';
import { type Cents, formatRand, rand } from './money.ts';

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

/** Why one sale of `totalCents` may not go through: the account's block, or a total above the balance. */
export type BoosterSaleBlock = BoosterSellBlock | 'over-credit';

/**
 * The one rule for a sale at the door, used by the BFF, the stand-in and the MSW handler: the
 * booster may sell at all (active, R30 or more), and this sale's total is not more than its
 * balance, so a sale never comes out of credit the promoter does not hold.
 */
export function boosterSaleBlock(account: BoosterAccount, totalCents: Cents): BoosterSaleBlock {
  const block = boosterSellBlock(account);
  if (block) return block;
  return totalCents > account.balanceCents ? 'over-credit' : null;
}

/** Activation 1 and a balance of at least R30. */
export function boosterMaySell(account: BoosterAccount): boolean {
  return boosterSellBlock(account) === null;
}

/** Whether the credit an organiser typed for a promoter is acceptable (R100 or more). */
export function isValidPromoterCredit(creditCents: Cents): boolean {
  return Number.isSafeInteger(creditCents) && creditCents >= PROMOTER_CREDIT_MIN_CENTS;
}

/** The spec's words on the booster's screens (part 2, sections 2 and 8). */
export const BOOSTER_MESSAGES = {
  inactive: 'This account not active',
  lowCredit: 'Your account is low on credit',
  accountActive: 'Account active - This account is permitted to sell tickets',
  accountNotActive: 'Account not active - This account cannot sell tickets',
  eventNotActive: 'This event is currently not active',
  eventPassed: 'This event has passed, tickets can no longer be sold',
  scheduled: 'Scheduled to happen',
  eventTakenPlace: (day: string) =>
    `This event has already taken place. You can no longer buy tickets ${day}`,
  soldOut: 'Sold out',
  canSell: 'You can still sell',
  ...BOOSTER_SESSION_MESSAGES,
  /** Ours: the spec has no words for a sale above the balance. */
  overCredit: (totalCents: Cents, balanceCents: Cents) =>
    `This sale comes to ${formatRand(totalCents)} but your balance is ${formatRand(balanceCents)}. Sell fewer tickets or ask your organiser for more credit.`,
} as const;

/** What a booster is told when one sale is refused, or null when it may go through. */
export const boosterSaleBlockMessage = (
  block: BoosterSaleBlock,
  totalCents: Cents,
  balanceCents: Cents,
): string | null =>
  block === 'over-credit'
    ? BOOSTER_MESSAGES.overCredit(totalCents, balanceCents)
    : boosterSellBlockMessage(block);

/** What a booster is told when it may not sell, or null when it may. */
export const boosterSellBlockMessage = (block: BoosterSellBlock): string | null =>
  block === 'inactive'
    ? BOOSTER_MESSAGES.inactive
    : block === 'low-credit'
      ? BOOSTER_MESSAGES.lowCredit
      : null;

/**
 * How /selltickets shows an event (spec part 2, sections 2 and 4): null (hidden) when its campaign
 * is not running, 'passed' when its day is before today, 'inactive' with a balance of R6 or less,
 * else 'sellable'. The same order as the buyer's sellState, whose states it renames.
 */
export function boosterEventState(
  event: SellableEvent,
  today: IsoDay,
): 'inactive' | 'passed' | 'sellable' | null {
  const state = sellState(event, today);
  if (state === 'not-running') return null;
  if (state === 'ended') return 'passed';
  return state;
}
