import { isIsoDay, todayInSouthAfrica } from '@tix/contract/domain/dates';
import { hasEventEnded, sellState } from '@tix/contract/domain/events';
import type { Event as TixEvent } from '@tix/contract/model/event';

/** The spec's words for an event that cannot sell (part 1, sections 4 and 8). */
export const SALES_CLOSED_COPY = {
  ended: 'This event has ended. Ticket sales are closed.',
  notActive: "This event isn't active right now. Please check back later.",
} as const;

export type SalesClosed = keyof typeof SALES_CLOSED_COPY;

/**
 * Why tickets of this event cannot be bought now, or null when they can: the contract's rule
 * (`sellState`: campaign running, day not passed, a balance above R6), with an ended event saying
 * so first, exactly as the BFF's checkout and the stand-in word it. An unknown balance counts as
 * none.
 */
export function salesClosed(event: TixEvent, now: Date = new Date()): SalesClosed | null {
  // A day the service left out (normalised to '') cannot be compared: it counts as passed.
  const day = isIsoDay(event.day) ? event.day : '1970-01-01';
  const today = todayInSouthAfrica(now);
  if (hasEventEnded(day, today)) return 'ended';
  const state = sellState(
    { campaignStatus: event.campaignStatus, day, balanceCents: event.balanceCents ?? 0 },
    today,
  );
  return state === 'sellable' ? null : 'notActive';
}
