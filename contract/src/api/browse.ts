import { z } from 'zod';
import {
  affiliateInviteSchema,
  categorySchema,
  eventSchema,
  provinceSchema,
  RANKING_SCOPES,
  rankingSchema,
  ticketTypeSchema,
} from '../model/index.ts';
import { LIMITS, list } from '../model/limits.ts';
import { endpoint } from './define.ts';

const eventIdParams = z.object({
  eventId: z.string().max(LIMITS.short).regex(/^\d+$/, 'Event id must be a number'),
});
const rankingParams = z.object({
  scope: z.enum(RANKING_SCOPES, { error: 'Choose a national, provincial or regional ranking' }),
});

export const browseApi = {
  listProvinces: endpoint({
    method: 'GET',
    path: '/api/provinces',
    summary: 'The nine provinces',
    access: 'public',
    response: list(provinceSchema),
    legacy: ['PROVINCES'],
  }),
  listCategories: endpoint({
    method: 'GET',
    path: '/api/categories',
    summary: 'Event categories; `limit` 9 for the sidebar, none for all',
    access: 'public',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }),
    response: list(categorySchema),
    legacy: ['EVENTCATEGORY'],
  }),
  listEvents: endpoint({
    method: 'GET',
    path: '/api/events',
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
    method: 'GET',
    path: '/api/events/search',
    summary: 'Header search; organisers get only their own events',
    access: 'public',
    query: z.object({ q: z.string().trim().min(1, 'Type something to search for').max(100) }),
    response: list(eventSchema),
    legacy: ['SEARCHEVENTS'],
  }),
  getEvent: endpoint({
    method: 'GET',
    path: '/api/events/:eventId',
    summary: 'One event with its ticket types',
    access: 'public',
    params: eventIdParams,
    response: z.object({ event: eventSchema, ticketTypes: list(ticketTypeSchema) }),
    legacy: ['FETCH-EVENT-DETAILS', 'TICKETS'],
  }),
  getEventLikes: endpoint({
    method: 'GET',
    path: '/api/events/:eventId/likes',
    summary: 'How many people like an event',
    access: 'public',
    params: eventIdParams,
    response: z.object({ likes: z.number().int().min(0) }),
    legacy: ['GETNUMBEROFLIKES'],
  }),
  recordEventView: endpoint({
    method: 'POST',
    path: '/api/events/:eventId/views',
    summary:
      'Logs one view of an event page: an impression (organiser looked up from the event; visitor id from a first-party cookie; device and browser from the User-Agent) and a click. Failures are only logged',
    access: 'public',
    params: eventIdParams,
    response: z.object({ impression: z.boolean(), click: z.boolean() }),
    legacy: ['FETCH-EVENT-DETAILS', 'INSERTIMPRESSION', 'LOG-EVENT-CLICKS'],
  }),
  listRankings: endpoint({
    method: 'GET',
    path: '/api/rankings/:scope',
    summary: 'A ranking grid: national (events), provincial (provinces) or regional (regions)',
    access: 'public',
    params: rankingParams,
    response: list(rankingSchema),
    legacy: ['api/select/ranking/national', 'api/select/ranking/provincial', 'api/select/ranking/regional'],
  }),
  getAffiliateInvite: endpoint({
    method: 'GET',
    path: '/api/affiliate-invites/:affiliateId',
    summary: 'Who invited a visitor who landed with `?affiliateid=` (404 for an unknown id)',
    access: 'public',
    params: z.object({
      affiliateId: z
        .string()
        .trim()
        .max(64, 'This invitation link is not valid.')
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'This invitation link is not valid.'),
    }),
    response: affiliateInviteSchema,
    legacy: ['AFFILIATEDETAILS'],
  }),
};
