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
import type { LegacyPort } from '../plugins/legacy.ts';

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

/** The booster's organiser's events it may list: those whose campaign runs, with their state. */
export async function eventsToSell(port: LegacyPort, now = new Date()): Promise<EventToSell[]> {
  const today = todayInSouthAfrica(now);
  const listed: EventToSell[] = [];
  for (const event of normaliseEvents(await port.legacy(legacy.GETEVENTSTOSELL))) {
    const state = boosterEventState(event, today);
    if (state) listed.push({ event, state });
  }
  return listed;
}

/** One event the booster may sell for, or 404. */
export async function eventToSell(port: LegacyPort, eventId: string): Promise<EventToSell> {
  const found = (await eventsToSell(port)).find((e) => e.event.id === eventId);
  if (!found) throw notFound(NOT_YOURS);
  return found;
}
