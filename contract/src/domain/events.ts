import { RUNNING_CAMPAIGN_STATUS } from './campaign.ts';
import { HIDE_BELOW_BALANCE_RAND } from './constants.ts';
import { compareDays, type IsoDay } from './dates.ts';
import { type Cents, rand } from './money.ts';

// When an event is shown, sellable, ended or sold out (spec part 1, section 4; part 2,
// sections 2, 4 and 9). Two thresholds look alike and are kept apart on purpose: browse lists
// hide an event whose balance is *under* R6, while selling stops at a balance of R6 *or less*.
// Both balance rules apply only where a balance is known: the spec lists no balance in the event
// detail answer, and a list row may lack it too. Unknown is never zero; the spec's own rule (the
// campaign status and the day) decides then.

/** Browse lists hide future events whose balance is under this. */
export const BROWSE_HIDE_BELOW_BALANCE_CENTS: Cents = rand(HIDE_BELOW_BALANCE_RAND);
/** An event is inactive (not sellable) when its balance is this or less. */
export const INACTIVE_AT_OR_BELOW_BALANCE_CENTS: Cents = rand(6);

/** A balance as the legacy gave it: null or undefined when it sent none (unknown, not zero). */
export type BalanceIfKnown = Cents | null | undefined;

/** Whether the legacy told us the balance: the R6 rules need a known one. */
export const isBalanceKnown = (balanceCents: BalanceIfKnown): balanceCents is Cents =>
  typeof balanceCents === 'number';

export interface BrowseEvent {
  balanceCents: BalanceIfKnown;
  day: IsoDay;
}

/**
 * Events with a balance under R6 and a date later than today are hidden from the home grid and
 * the category page. Events of today or the past stay listed whatever their balance, and so does
 * an event whose row carries no balance (the rule has nothing to judge).
 */
export function isHiddenFromBrowse(event: BrowseEvent, today: IsoDay): boolean {
  // The day is read first: a day that is not YYYY-MM-DD is the caller's error whatever the balance.
  const future = compareDays(event.day, today) > 0;
  if (!isBalanceKnown(event.balanceCents)) return false;
  return event.balanceCents < BROWSE_HIDE_BELOW_BALANCE_CENTS && future;
}

/** An event dated earlier than today has ended: ticket sales are closed. */
export function hasEventEnded(day: IsoDay, today: IsoDay): boolean {
  return compareDays(day, today) < 0;
}

export interface SellableEvent {
  campaignStatus: string;
  /** Unknown (null or undefined): the campaign status and the day decide alone, as the spec says. */
  balanceCents: BalanceIfKnown;
  day: IsoDay;
}

export type SellState = 'not-running' | 'ended' | 'inactive' | 'sellable';

/**
 * Why an event can or cannot sell, first reason first: a campaign that is not running, then an
 * event day that has passed, then a known balance of R6 or less. The event day itself still sells
 * (walk-up buyers at the door); only a day before today counts as passed. An unknown balance
 * stops nothing: the spec's rule on the event page is the campaign status.
 */
export function sellState(event: SellableEvent, today: IsoDay): SellState {
  if (event.campaignStatus !== RUNNING_CAMPAIGN_STATUS) return 'not-running';
  if (hasEventEnded(event.day, today)) return 'ended';
  if (isBalanceKnown(event.balanceCents) && event.balanceCents <= INACTIVE_AT_OR_BELOW_BALANCE_CENTS)
    return 'inactive';
  return 'sellable';
}

/** The spec's words for an event that cannot sell (part 1, sections 4 and 8). */
export const SALES_CLOSED_MESSAGES = {
  ended: 'This event has ended. Ticket sales are closed.',
  notActive: "This event isn't active right now. Please check back later.",
} as const;
export type SalesClosedReason = keyof typeof SALES_CLOSED_MESSAGES;

/**
 * What a buyer is told when an event cannot sell, or null when it can: an ended event says so
 * first, whatever else also stops it; any other reason of `sellState` reads as not active. The
 * one wording rule for the web, the BFF and the stand-in.
 */
export function salesClosedReason(event: SellableEvent, today: IsoDay): SalesClosedReason | null {
  if (hasEventEnded(event.day, today)) return 'ended';
  return sellState(event, today) === 'sellable' ? null : 'notActive';
}

/** Campaign running, the event day not passed, and the balance above R6 where it is known. */
export function isEventSellable(event: SellableEvent, today: IsoDay): boolean {
  return sellState(event, today) === 'sellable';
}

export interface TicketAvailability {
  adultsAvailable: number;
  kidsAvailable: number;
}

/** A ticket category is sold out when both adult and kids availability are 0 or less. */
export function isCategorySoldOut(availability: TicketAvailability): boolean {
  return availability.adultsAvailable <= 0 && availability.kidsAvailable <= 0;
}

/** The quantity a purchase starts at for a group: 1, or 0 when that group is sold out. */
export function initialQuantity(groupAvailable: number): number {
  return groupAvailable > 0 ? 1 : 0;
}
