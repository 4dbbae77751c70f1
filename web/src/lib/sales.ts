import { isIsoDay, todayInSouthAfrica } from '@tix/contract/domain/dates';
import {
  SALES_CLOSED_MESSAGES,
  type SalesClosedReason,
  salesClosedReason,
} from '@tix/contract/domain/events';
import type { Event as TixEvent } from '@tix/contract/model/event';

/** The spec's words for an event that cannot sell: the contract's, shown as they are. */
export const SALES_CLOSED_COPY = SALES_CLOSED_MESSAGES;

export type SalesClosed = SalesClosedReason;

/**
 * Why tickets of this event cannot be bought now, or null when they can: the contract's rule
 * (`salesClosedReason`), as the BFF's checkout and the stand-in apply it. An unknown balance (the
 * spec's event detail answer carries none) stops nothing: the campaign status and the day decide.
 */
export function salesClosed(event: TixEvent, now: Date = new Date()): SalesClosed | null {
  // A day the service left out (normalised to '') cannot be compared: it counts as passed.
  const day = isIsoDay(event.day) ? event.day : '1970-01-01';
  return salesClosedReason(
    { campaignStatus: event.campaignStatus, day, balanceCents: event.balanceCents },
    todayInSouthAfrica(now),
  );
}
