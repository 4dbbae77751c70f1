import {
  api,
  type Event,
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
import { isHiddenFromBrowse } from '@tix/contract/domain/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../lib/problem.ts';
import { todayInSouthAfrica } from '../lib/today.ts';
import { sessionUser } from '../plugins/session.ts';
import { describeAgent, visitorId } from './browse-visitor.ts';
import { registerEndpoint } from './register.ts';

const { browse } = api;

/** The spec's rule: future events whose balance is under R6 are left out of browse lists. */
const visible = (events: Event[]): Event[] => {
  const today = todayInSouthAfrica();
  return events.filter((e) => !isHiddenFromBrowse({ balanceCents: e.balanceCents ?? 0, day: e.day }, today));
};

const RANKINGS = {
  national: legacy.RANKING_NATIONAL,
  provincial: legacy.RANKING_PROVINCIAL,
  regional: legacy.RANKING_REGIONAL,
} as const satisfies Record<RankingScope, unknown>;

const NO_SUCH_EVENT = 'This event does not exist or is no longer listed.';

/** The spec: logging an event view never bothers the visitor; a failure is only logged. */
async function quietly(req: FastifyRequest, what: string, run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    req.log.warn({ err: error }, `event view: ${what} not logged`);
    return false;
  }
}

/** The event's organiser, for INSERTIMPRESSION; null (logged) when the service cannot say. */
async function organiserOf(req: FastifyRequest, eventId: string): Promise<string | null> {
  let detail: Awaited<ReturnType<typeof req.publicRead<typeof legacy.FETCH_EVENT_DETAILS>>>;
  try {
    detail = await req.publicRead(legacy.FETCH_EVENT_DETAILS, { eventid: eventId });
  } catch (error) {
    req.log.warn({ err: error }, 'event view: organiser lookup failed');
    return null;
  }
  if (legacy.isEmptyVal(detail)) throw notFound(NO_SUCH_EVENT);
  return String(detail.businessId);
}

export default async function browseRoutes(app: FastifyInstance) {
  registerEndpoint(app, browse.listProvinces, async (req) =>
    (await req.publicRead(legacy.PROVINCES)).map(normaliseProvince),
  );

  registerEndpoint(app, browse.listCategories, async (req) =>
    rows(await req.publicRead(legacy.EVENTCATEGORY, { limit: req.query.limit ?? '' })).map(normaliseCategory),
  );

  registerEndpoint(app, browse.listEvents, async (req) => {
    const { category, province } = req.query;
    return visible(normaliseEvents(await req.publicRead(legacy.EVENTS, { category, province })));
  });

  registerEndpoint(app, browse.searchEvents, async (req) => {
    // Organisers search only their own events: the client fills businessid from the session.
    const found = normaliseEvents(await req.legacy(legacy.SEARCHEVENTS, { search: req.query.q }));
    return sessionUser(req)?.accountType === 'business' ? found : visible(found);
  });

  registerEndpoint(app, browse.getEvent, async (req) => {
    const { eventId } = req.params;
    const [detail, tickets] = await Promise.all([
      req.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }),
      req.publicRead(legacy.TICKETS, { eventid: eventId }),
    ]);
    if (legacy.isEmptyVal(detail)) throw notFound(NO_SUCH_EVENT);
    return {
      event: normaliseEventDetail(detail, eventId),
      ticketTypes: rows(tickets).map(normaliseTicketType),
    };
  });

  registerEndpoint(app, browse.getEventLikes, async (req) => {
    const { likes } = await req.publicRead(legacy.GETNUMBEROFLIKES, { eventid: req.params.eventId });
    return { likes: Math.max(0, integer(likes)) };
  });

  registerEndpoint(app, browse.recordEventView, async (req, reply) => {
    const { eventId } = req.params;
    const organiser = await organiserOf(req, eventId);
    const clientid = visitorId(req, reply);
    const { device, browser } = describeAgent(req.headers['user-agent']);
    const [impression, click] = await Promise.all([
      organiser === null
        ? false
        : quietly(req, 'impression', () =>
            req.legacy(legacy.INSERTIMPRESSION, {
              eventid: eventId,
              businessid: organiser,
              clientid,
              device,
              browser,
            }),
          ),
      quietly(req, 'click', () => req.legacy(legacy.LOG_EVENT_CLICKS, { event_id: eventId })),
    ]);
    return { impression, click };
  });

  registerEndpoint(app, browse.listRankings, async (req) =>
    normaliseRankings(await req.publicRead(RANKINGS[req.params.scope])),
  );

  registerEndpoint(app, browse.getAffiliateInvite, async (req) => {
    const { affiliateId } = req.params;
    const invite = normaliseAffiliateInvite(
      await req.publicRead(legacy.AFFILIATEDETAILS, { affiliateid: affiliateId }),
      affiliateId,
    );
    if (!invite) throw notFound('This invitation link is not valid.');
    return invite;
  });
}
