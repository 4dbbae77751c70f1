import type { Event as TixEvent } from '@tix/contract/model/event';
import { isBeforeToday } from '../../../lib/dates.ts';
import { CHECKOUT_COPY } from '../messages.ts';

/** Sales stop at a campaign balance of R6 or less (spec part 2, section 9). */
const INACTIVE_AT_OR_BELOW_CENTS = 600;

/** Why tickets of this event cannot be bought now: an ended event first, then not active. */
export function salesClosed(event: TixEvent): string | null {
  if (isBeforeToday(event.day)) return CHECKOUT_COPY.ended;
  if (event.campaignStatus !== 'running' || (event.balanceCents ?? 0) <= INACTIVE_AT_OR_BELOW_CENTS) {
    return CHECKOUT_COPY.notActive;
  }
  return null;
}
