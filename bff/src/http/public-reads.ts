import { legacy } from '@tix/contract';
import type { FastifyInstance } from 'fastify';

/**
 * After an organiser's change the public sees (a poster, stock, a paused, resumed, cancelled or
 * deleted event, a transfer), the public lists and pages read through the short cache are read
 * afresh: every event list, every event's details, and the event's tickets.
 */
export function forgetPublicEventReads(app: FastifyInstance, eventId?: string): void {
  app.readCache.invalidate(`${legacy.EVENTS.key}?`);
  app.readCache.invalidate(`${legacy.FETCH_EVENT_DETAILS.key}?`);
  if (eventId) app.readCache.invalidate(`${legacy.TICKETS.key}?eventid=${eventId}`);
}
