import { z } from 'zod';
import { NOT_FOUND } from '../legacy/not-found.ts';
import { legacyId } from '../model/ids.ts';
import {
  affiliateInviteSchema,
  categorySchema,
  eventSchema,
  provinceSchema,
  RANKING_SCOPES,
  rankingSchema,
  ticketTypeSchema,
} from '../model/index.ts';
import { list } from '../model/limits.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

const eventIdParams = z.object({
  eventId: legacyId(EVENT_ID_MESSAGE),
});
const rankingParams = z.object({
  scope: z.enum(RANKING_SCOPES, { error: 'Choose a national, provincial or regional ranking' }),
});

export const browseApi = {
  listProvinces: endpoint({
    ...routes.browse.listProvinces,
    summary: 'The nine provinces',
    access: 'public',
    response: list(provinceSchema),
    legacy: ['PROVINCES'],
  }),
  listCategories: endpoint({
    ...routes.browse.listCategories,
    summary: 'Event categories; `limit` 9 for the sidebar, none for all',
    access: 'public',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }),
    response: list(categorySchema),
    legacy: ['EVENTCATEGORY'],
  }),
  listEvents: endpoint({
    ...routes.browse.listEvents,
    summary: 'Events to browse, optionally of one category or province (hidden ones left out)',
    access: 'public',
    query: z.object({
      category: z.string().trim().min(1).max(80).optional(),
      province: z.string().trim().min(1).max(80).optional(),
    }),
    response: list(eventSchema),
    legacy: ['EVENTS'],
  }),
  searchEvents: endpoint({
    ...routes.browse.searchEvents,
    summary: 'Header search; organisers get only their own events',
    access: 'public',
    query: z.object({ q: z.string().trim().min(1, 'Type something to search for').max(100) }),
    response: list(eventSchema),
    legacy: ['SEARCHEVENTS'],
  }),
  getEvent: endpoint({
    ...routes.browse.getEvent,
    summary: 'One event with its ticket types',
    access: 'public',
    params: eventIdParams,
    response: z.object({ event: eventSchema, ticketTypes: list(ticketTypeSchema) }),
    owner: { public: 'listed events are public' },
    legacy: ['FETCH-EVENT-DETAILS', 'TICKETS'],
  }),
  getEventLikes: endpoint({
    ...routes.browse.getEventLikes,
    summary: 'How many people like an event',
    access: 'public',
    params: eventIdParams,
    response: z.object({ likes: z.number().int().min(0) }),
    owner: { public: 'listed events are public' },
    legacy: ['GETNUMBEROFLIKES'],
  }),
  recordEventView: endpoint({
    ...routes.browse.recordEventView,
    summary:
      'Logs one view of an event page: an impression (organiser looked up from the event; visitor id from a first-party cookie; device and browser from the User-Agent) and a click. Failures are only logged',
    access: 'public',
    params: eventIdParams,
    response: z.object({ impression: z.boolean(), click: z.boolean() }),
    owner: { public: 'listed events are public' },
    legacy: ['FETCH-EVENT-DETAILS', 'INSERTIMPRESSION', 'LOG-EVENT-CLICKS'],
  }),
  listRankings: endpoint({
    ...routes.browse.listRankings,
    summary: 'A ranking grid: national (events), provincial (provinces) or regional (regions)',
    access: 'public',
    params: rankingParams,
    response: list(rankingSchema),
    legacy: ['api/select/ranking/national', 'api/select/ranking/provincial', 'api/select/ranking/regional'],
  }),
  getAffiliateInvite: endpoint({
    ...routes.browse.getAffiliateInvite,
    summary: 'Who invited a visitor who landed with `?affiliateid=` (404 for an unknown id)',
    access: 'public',
    params: z.object({
      affiliateId: legacyId(NOT_FOUND.affiliateInvite),
    }),
    response: affiliateInviteSchema,
    owner: { public: 'an invitation link is public by design' },
    legacy: ['AFFILIATEDETAILS'],
  }),
};
