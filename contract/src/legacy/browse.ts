import { z } from 'zod';
import { defineOperation } from './define.ts';
import { NO_FAILURE } from './failure.ts';
import { NOT_FOUND } from './not-found.ts';
import { listOrEmpty, noParams, notShown, numish, orNothing, textish } from './raw.ts';

const W = 'webservices.php';

/** An event row as EVENTS, SEARCHEVENTS and MYEVENTS send it: either spelling of some fields. */
export const rawEventRow = z.looseObject({
  eventid: numish,
  businessid: numish.optional(),
  poster: textish.optional(),
  event_name: z.string().optional(),
  eventname: z.string().optional(),
  event_day: z.string().optional(),
  eventday: z.string().optional(),
  finish_day: textish.optional(),
  start_time: textish.optional(),
  finish_time: textish.optional(),
  event_location: textish.optional(),
  event_des: textish.optional(),
  eventcategory: textish.optional(),
  province: textish.optional(),
  balance: numish.nullable().optional(),
  businessname: textish.optional(),
  is_sponsorship: z.union([numish, z.boolean(), z.null()]).optional(),
  campaignStatus: textish.optional(),
  campaignstatus: textish.optional(),
  indexid: numish.nullable().optional(),
  thumbnail: textish.optional(),
  organiser: textish.optional(),
  event_theme: textish.optional(),
});
export type RawEventRow = z.infer<typeof rawEventRow>;

export const rawProvince = z.looseObject({ provinceid: numish, province: z.string() });
export const rawCategory = z.looseObject({ category: z.string() });

export const PROVINCES = defineOperation({
  op: 'PROVINCES',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  params: noParams,
  response: listOrEmpty(rawProvince),
  failure: NO_FAILURE,
  screens: ['/', '/explore', '/category', '/addevent'],
  specPart: 1,
});

export const EVENTCATEGORY = defineOperation({
  op: 'EVENTCATEGORY',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  // 9 for the sidebar, empty for all.
  params: z.object({ limit: z.union([z.number().int().positive(), z.literal('')]).optional() }),
  response: listOrEmpty(rawCategory),
  failure: NO_FAILURE,
  screens: ['/', '/explore', '/category', '/categories'],
  specPart: 1,
});

export const EVENTS = defineOperation({
  op: 'EVENTS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  params: z.object({ category: z.string().optional(), province: z.string().optional() }),
  response: listOrEmpty(rawEventRow),
  failure: NO_FAILURE,
  screens: ['/', '/explore', '/category'],
  specPart: 1,
});

export const SEARCHEVENTS = defineOperation({
  op: 'SEARCHEVENTS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  // Organisers' searches add their businessid (and optionally a campaign id): own events only.
  params: z.object({
    search: z.string(),
    businessid: numish.optional(),
    campaignid: numish.optional(),
  }),
  identity: ['businessid'],
  response: listOrEmpty(rawEventRow),
  failure: NO_FAILURE,
  screens: ['(header search)'],
  specPart: 1,
});

export const FETCH_EVENT_DETAILS = defineOperation({
  op: 'FETCH-EVENT-DETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  params: z.object({ customerid: numish.optional(), eventid: numish }),
  identity: ['customerid'],
  // Any form of nothing (raw.ts) when there is no such event.
  response: orNothing(
    z.looseObject({
      eventid: numish.optional(),
      description: textish.optional(),
      venue: textish.optional(),
      eventName: z.string(),
      eventDate: z.string(),
      startTime: textish.optional(),
      endTime: textish.optional(),
      poster: textish.optional(),
      businessId: numish,
      campaignStatus: textish.optional(),
      balance: numish.nullable().optional(),
    }),
  ),
  notFound: NOT_FOUND.event,
  failure: NO_FAILURE,
  screens: ['/event/:eventId/tickets', '/buy'],
  specPart: 1,
});

export const rawTicketType = z.looseObject({
  id: numish.optional(),
  ticketid: numish,
  ticketref: textish.optional(),
  ticket_cat: z.string(),
  price: numish,
  kids_price: numish.nullable().optional(),
  avail_tickets: numish,
  kids_tickets: numish.nullable().optional(),
  sold: numish.nullable().optional(),
  kids_sold: numish.nullable().optional(),
});
export type RawTicketType = z.infer<typeof rawTicketType>;

export const TICKETS = defineOperation({
  op: 'TICKETS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  params: z.object({ eventid: numish }),
  response: listOrEmpty(rawTicketType),
  failure: NO_FAILURE,
  screens: [
    '/event/:eventId/tickets',
    '/buy',
    '/checkout/:eventId/:token',
    '/selltickets',
    '/eventdescription',
    '/customerpay',
  ],
  specPart: 1,
});

export const GETNUMBEROFLIKES = defineOperation({
  op: 'GETNUMBEROFLIKES',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  params: z.object({ eventid: numish }),
  response: orNothing(z.looseObject({ likes: numish })),
  notFound: NOT_FOUND.event,
  failure: NO_FAILURE,
  screens: ['/event/:eventId/tickets'],
  specPart: 1,
});

export const LOG_EVENT_CLICKS = defineOperation({
  op: 'LOG-EVENT-CLICKS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  params: z.object({ event_id: numish }),
  response: notShown,
  responseNotShown: true,
  answerUnused: true,
  failure: NO_FAILURE,
  screens: ['/event/:eventId/tickets'],
  specPart: 1,
});

export const INSERTIMPRESSION = defineOperation({
  op: 'INSERTIMPRESSION',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  // clientid is a random value the SPA keeps in a cookie.
  params: z.object({
    eventid: numish,
    businessid: numish,
    clientid: z.string(),
    device: z.string(),
    browser: z.string(),
  }),
  otherAccountParams: { businessid: 'the organiser of the event viewed, not the visitor' },
  response: notShown,
  responseNotShown: true,
  answerUnused: true,
  failure: NO_FAILURE,
  screens: ['/event/:eventId/tickets'],
  specPart: 1,
});

const ticketFields = rawTicketType.partial();

export const CHECKAVAILABLETICKETS = defineOperation({
  op: 'CHECKAVAILABLETICKETS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  params: z.object({ eventid: numish, ticketid: numish }),
  // The spec says only "category": the ticket type's stock, under `category` or at top level.
  response: orNothing(
    z.union([
      ticketFields.extend({ category: z.union([textish, ticketFields, z.array(ticketFields)]).optional() }),
      z.array(ticketFields),
    ]),
  ),
  notFound: NOT_FOUND.ticketType,
  failure: NO_FAILURE,
  screens: ['/checkout/:eventId/:token', '/customerpay'],
  specPart: 1,
});

export const LIKES_GETLIKES = defineOperation({
  op: 'LIKES',
  subquery: { param: 'subquery', value: 'GETLIKES' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'browse',
  params: z.object({ customerid: numish }),
  identity: ['customerid'],
  response: listOrEmpty(rawEventRow),
  failure: NO_FAILURE,
  screens: ['/likes'],
  specPart: 1,
});

export const rawRankingRow = z.looseObject({
  quantity: numish.optional(),
  event_name: textish.optional(),
  poster: textish.optional(),
  ranks: numish.optional(),
  province: textish.optional(),
  count: numish.optional(),
  regions: textish.optional(),
});
export type RawRankingRow = z.infer<typeof rawRankingRow>;

// "Possibly unused calls with local hosts": declared so the screens have a source.
const ranking = (scope: 'national' | 'provincial' | 'regional') =>
  defineOperation({
    op: null,
    method: 'GET',
    encoding: 'query',
    path: `api/select/ranking/${scope}`,
    domain: 'browse',
    params: noParams,
    response: listOrEmpty(rawRankingRow),
    failure: NO_FAILURE,
    screens: [`/${scope}`],
    specPart: 1,
  });

export const RANKING_NATIONAL = ranking('national');
export const RANKING_PROVINCIAL = ranking('provincial');
export const RANKING_REGIONAL = ranking('regional');

export const browseOperations = [
  PROVINCES,
  EVENTCATEGORY,
  EVENTS,
  SEARCHEVENTS,
  FETCH_EVENT_DETAILS,
  TICKETS,
  GETNUMBEROFLIKES,
  LOG_EVENT_CLICKS,
  INSERTIMPRESSION,
  CHECKAVAILABLETICKETS,
  LIKES_GETLIKES,
  RANKING_NATIONAL,
  RANKING_PROVINCIAL,
  RANKING_REGIONAL,
] as const;
