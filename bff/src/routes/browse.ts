import {
  type api,
  integer,
  legacy,
  normaliseAffiliateInvite,
  normaliseCategory,
  normaliseEventDetail,
  normaliseEvents,
  normaliseProvince,
  normaliseRankings,
  normaliseTicketType,
  type RankingScope,
  rows,
} from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { organiserOf, quietly, visible } from '../domain/browse/events.ts';
import { ensurePublicEvent } from '../domain/browse/public-event.ts';
import { describeAgent, visitorId } from '../domain/browse/visitor.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { sessionUser } from '../http/session-user.ts';
import { notFound } from '../lib/problem.ts';
import { BALANCE_FALLBACKS, noteFallback } from '../lib/unknown-figures.ts';

const RANKINGS = {
  national: legacy.RANKING_NATIONAL,
  provincial: legacy.RANKING_PROVINCIAL,
  regional: legacy.RANKING_REGIONAL,
} as const satisfies Record<RankingScope, unknown>;

export const browseRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.browse> => ({
  listProvinces: async (req) => rows(await req.publicRead(legacy.PROVINCES)).map(normaliseProvince),

  listCategories: async (req) =>
    rows(await req.publicRead(legacy.EVENTCATEGORY, { limit: req.query.limit ?? '' })).map(normaliseCategory),

  listEvents: async (req) => {
    const { category, province } = req.query;
    const events = normaliseEvents(await req.publicRead(legacy.EVENTS, { category, province }));
    return visible(events, req.log, legacy.EVENTS.key);
  },

  searchEvents: async (req) => {
    // Organisers search only their own events: the client fills businessid from the session.
    const found = normaliseEvents(await req.legacy(legacy.SEARCHEVENTS, { search: req.query.q }));
    return sessionUser(req)?.accountType === 'business'
      ? found
      : visible(found, req.log, legacy.SEARCHEVENTS.key);
  },

  getEvent: async (req) => {
    const { eventId } = req.params;
    // Both public, whoever asks (docs/decisions/0015-public-read-cache.md): when sales open, everyone's
    // page shares one call of each; the ticket types' stock is at most a second old.
    const [detail, tickets] = await Promise.all([
      req.publicRead(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }),
      req.publicRead(legacy.TICKETS, { eventid: eventId }),
      ensurePublicEvent(req, req.log, eventId),
    ]);
    const event = normaliseEventDetail(detail, eventId);
    // The spec's detail answer carries no balance: the page sells by the campaign status.
    if (event.balanceCents === null)
      noteFallback(req.log, legacy.FETCH_EVENT_DETAILS.key, BALANCE_FALLBACKS.sellability);
    return {
      event,
      ticketTypes: rows(tickets).map(normaliseTicketType),
    };
  },

  getEventLikes: async (req) => {
    const [{ likes }] = await Promise.all([
      req.publicRead(legacy.GETNUMBEROFLIKES, { eventid: req.params.eventId }),
      ensurePublicEvent(req, req.log, req.params.eventId),
    ]);
    return { likes: Math.max(0, integer(likes)) };
  },

  recordEventView: async (req, reply) => {
    const { eventId } = req.params;
    await ensurePublicEvent(req, req.log, eventId);
    const organiser = await organiserOf(req, req.log, eventId);
    const clientid = visitorId(req, reply);
    const { device, browser } = describeAgent(req.headers['user-agent']);
    const [impression, click] = await Promise.all([
      organiser === null
        ? false
        : quietly(req.log, 'impression', () =>
            req.legacy(legacy.INSERTIMPRESSION, {
              eventid: eventId,
              businessid: organiser,
              clientid,
              device,
              browser,
            }),
          ),
      quietly(req.log, 'click', () => req.legacy(legacy.LOG_EVENT_CLICKS, { event_id: eventId })),
    ]);
    return { impression, click };
  },

  listRankings: async (req) => normaliseRankings(await req.publicRead(RANKINGS[req.params.scope])),

  getAffiliateInvite: async (req) => {
    const { affiliateId } = req.params;
    const invite = normaliseAffiliateInvite(
      await req.publicRead(legacy.AFFILIATEDETAILS, { affiliateid: affiliateId }),
      affiliateId,
    );
    if (!invite) throw notFound(legacy.NOT_FOUND.affiliateInvite);
    return invite;
  },
});
