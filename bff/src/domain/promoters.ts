import {
  boosterEventState,
  type EventToSell,
  legacy,
  normaliseEvents,
  normalisePromoters,
  type Promoter,
  todayInSouthAfrica,
} from '@tix/contract';
import { notFound } from '../lib/problem.ts';
import { BALANCE_FALLBACKS, type FallbackLog, noteFallback } from '../lib/unknown-figures.ts';
import type { LegacyPort } from '../plugins/legacy.ts';

/** A port that may log: a request does; the fallback on an unknown balance is logged when it can. */
type PortMaybeLogging = LegacyPort & { log?: FallbackLog };

// Promoters as the organiser names them, and the events a booster may name: both are checked
// among what the legacy lists for the session's account, never taken from the client.

const NOT_YOURS = 'We could not find that among your account’s records.';

/** The organiser's promoters (PROMOTERS for the session's business). */
export const ownPromoters = async (port: LegacyPort): Promise<Promoter[]> =>
  normalisePromoters(await port.legacy(legacy.PROMOTERS_GETPROMOTERS, { accounttype: 'business' }));

/** One of the organiser's promoters, or 404. */
export async function ownPromoter(port: LegacyPort, promoterId: string): Promise<Promoter> {
  const found = (await ownPromoters(port)).find((p) => p.id === promoterId);
  if (!found) throw notFound(NOT_YOURS);
  return found;
}

/**
 * The booster's organiser's events it may list: those whose campaign runs, with their state. The
 * spec names no field of this answer: a row without a balance sells by its campaign status and day.
 */
export async function eventsToSell(port: PortMaybeLogging, now = new Date()): Promise<EventToSell[]> {
  const today = todayInSouthAfrica(now);
  const listed: EventToSell[] = [];
  const events = normaliseEvents(await port.legacy(legacy.GETEVENTSTOSELL));
  if (port.log && events.some((e) => e.balanceCents === null))
    noteFallback(port.log, legacy.GETEVENTSTOSELL.key, BALANCE_FALLBACKS.sellability);
  for (const event of events) {
    const state = boosterEventState(event, today);
    if (state) listed.push({ event, state });
  }
  return listed;
}

/** One event the booster may sell for, or 404. */
export async function eventToSell(port: PortMaybeLogging, eventId: string): Promise<EventToSell> {
  const found = (await eventsToSell(port)).find((e) => e.event.id === eventId);
  if (!found) throw notFound(NOT_YOURS);
  return found;
}
