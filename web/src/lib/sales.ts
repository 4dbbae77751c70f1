import { isIsoDay, todayInSouthAfrica } from '@tix/contract/domain/dates';
import { sellState } from '@tix/contract/domain/events';
import type { Event as TixEvent } from '@tix/contract/model/event';

/** The spec's words for an event that cannot sell (part 1, sections 4 and 8). */
export const SALES_CLOSED_COPY = {
  ended: 'This event has ended. Ticket sales are closed.',
  notActive: "This event isn't active right now. Please check back later.",
} as const;

export type SalesClosed = keyof typeof SALES_CLOSED_COPY;

/**
 * Why tickets of this event cannot be bought now, or null when they can: the contract's one rule
 * (`sellState`: campaign running, then event day, then a balance above R6), so the event page,
 * the buy page and checkout agree with the BFF and the mocks. An unknown balance counts as none.
 */
export function salesClosed(event: TixEvent, now: Date = new Date()): SalesClosed | null {
  // A day the service left out (normalised to '') cannot be compared: it counts as passed.
  const day = isIsoDay(event.day) ? event.day : '1970-01-01';
  const state = sellState(
    { campaignStatus: event.campaignStatus, day, balanceCents: event.balanceCents ?? 0 },
    todayInSouthAfrica(now),
  );
  if (state === 'sellable') return null;
  return state === 'ended' ? 'ended' : 'notActive';
}
