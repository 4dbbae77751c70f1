import { type Event, legacy } from '@tix/contract';
import { isIsoDay } from '@tix/contract/domain/dates';
import { isBalanceKnown, isHiddenFromBrowse } from '@tix/contract/domain/index';
import type { FastifyBaseLogger } from 'fastify';
import { NotFoundAnswer } from '../../legacy/errors.ts';
import { todayInSouthAfrica } from '../../lib/today.ts';
import { BALANCE_FALLBACKS, type FallbackLog, noteFallback } from '../../lib/unknown-figures.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';

export const NO_SUCH_EVENT = legacy.NOT_FOUND.event;

/**
 * The spec's rule: future events whose balance is under R6 are left out of browse lists. It judges
 * only rows that carry a balance and a day: a row without either stays listed (unknown is not
 * under R6), and the fallback is logged under the list's operation (`op`).
 */
export function visible(events: Event[], log: FallbackLog, op: string): Event[] {
  const today = todayInSouthAfrica();
  const noBalance = events.some((e) => !isBalanceKnown(e.balanceCents));
  const noDay = events.some((e) => isBalanceKnown(e.balanceCents) && !isIsoDay(e.day));
  if (noBalance) noteFallback(log, op, BALANCE_FALLBACKS.browse);
  if (noDay) noteFallback(log, op, BALANCE_FALLBACKS.browseDay);
  return events.filter(
    (e) =>
      !isBalanceKnown(e.balanceCents) ||
      !isIsoDay(e.day) ||
      !isHiddenFromBrowse({ balanceCents: e.balanceCents, day: e.day }, today),
  );
}

/** The event's organiser, for INSERTIMPRESSION; null (logged) when the service cannot say. */
export async function organiserOf(
  port: LegacyPort,
  log: FastifyBaseLogger,
  eventId: string,
): Promise<string | null> {
  let detail: Awaited<ReturnType<typeof port.publicRead<typeof legacy.FETCH_EVENT_DETAILS>>>;
  try {
    detail = await port.publicRead(legacy.FETCH_EVENT_DETAILS, { eventid: eventId });
  } catch (error) {
    // No such event is the visitor's 404; any other failure only skips the impression.
    if (error instanceof NotFoundAnswer) throw error;
    log.warn({ err: error }, 'event view: organiser lookup failed');
    return null;
  }
  return String(detail.businessId);
}

/** The spec: logging an event view never bothers the visitor; a failure is only logged. */
export async function quietly(
  log: FastifyBaseLogger,
  what: string,
  run: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    log.warn({ err: error }, `event view: ${what} not logged`);
    return false;
  }
}
