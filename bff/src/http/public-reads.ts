import { type LegacyOperation, legacy } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import type { Freshness } from '../lib/cache.ts';

/**
 * After an organiser's change the public sees (a poster, stock, a paused, resumed, cancelled or
 * deleted event, a transfer), the public lists and pages read through the short cache are read
 * afresh: every event list, every event's details, and the event's tickets.
 */
export function forgetPublicEventReads(app: FastifyInstance, eventId?: string): void {
  app.readCache.invalidate(`${legacy.EVENTS.key}?`);
  app.readCache.invalidate(`${legacy.FETCH_EVENT_DETAILS.key}?`);
  if (eventId) {
    forgetAvailability(app, eventId);
    forgetRefundTerms(app, eventId);
    // Whether the event is public at all (a deletion), and its likes, read afresh too.
    app.readCache.invalidate(`${legacy.CHECKIFEVENTDELETED.key}?eventid=${eventId}`);
    app.readCache.invalidate(`${legacy.GETNUMBEROFLIKES.key}?eventid=${eventId}`);
  }
}

/**
 * The reads an event's refund terms are made of (domain/refund-terms.ts): after the organiser turns
 * refunds on or off or saves new rules, checkout and the hub show the new terms at once, never the
 * terms of up to a cache lifetime ago (a buyer agrees to them).
 */
export function forgetRefundTerms(app: FastifyInstance, eventId: string): void {
  app.readCache.invalidate(`${legacy.GET_REFUND_GOVERNANCE_RULES.key}?eventid=${eventId}`);
  app.readCache.invalidate(`${legacy.GET_REFUND_RULES.key}?event_id=${eventId}`);
}

/** After a sale this BFF made, the event's stock is read afresh rather than within the second. */
export function forgetAvailability(app: FastifyInstance, eventId: string): void {
  app.readCache.invalidate(`${legacy.TICKETS.key}?eventid=${eventId}`);
  app.readCache.invalidate(`${legacy.CHECKAVAILABLETICKETS.key}?eventid=${eventId}&`);
}

/** Availability (what is left of each ticket type) is never served more than a second old. */
export const AVAILABILITY_MAX_AGE_MS = 1000;
const availability: Freshness = { maxAgeMs: AVAILABILITY_MAX_AGE_MS, staleIfError: false };

/**
 * Reads with a freshness of their own (docs/decisions/0015-public-read-cache.md); any other public read
 * is kept CACHE_TTL_MS and served stale while the legacy fails. TICKETS carries each type's stock
 * beside its prices, so it is read as availability.
 */
const FRESHNESS: ReadonlyMap<string, Freshness> = new Map([
  [legacy.TICKETS.key, availability],
  [legacy.CHECKAVAILABLETICKETS.key, availability],
]);

export const freshnessOf = (op: LegacyOperation): Freshness | undefined => FRESHNESS.get(op.key);
