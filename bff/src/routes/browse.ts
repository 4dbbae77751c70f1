import {
  api,
  type Event,
  legacy,
  normaliseCategory,
  normaliseEventDetail,
  normaliseEvents,
  normaliseProvince,
  normaliseTicketType,
  rows,
} from '@tix/contract';
import { isHiddenFromBrowse } from '@tix/contract/domain/index';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/problem.ts';
import { todayInSouthAfrica } from '../lib/today.ts';
import { sessionUser } from '../plugins/session.ts';
import { registerEndpoint } from './register.ts';

const { browse } = api;

/** The spec's rule: future events whose balance is under R6 are left out of browse lists. */
const visible = (events: Event[]): Event[] => {
  const today = todayInSouthAfrica();
  return events.filter((e) => !isHiddenFromBrowse({ balanceCents: e.balanceCents ?? 0, day: e.day }, today));
};

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
    if (legacy.isEmptyVal(detail)) throw notFound('This event does not exist or is no longer listed.');
    return {
      event: normaliseEventDetail(detail, eventId),
      ticketTypes: rows(tickets).map(normaliseTicketType),
    };
  });
}
