import { z } from 'zod';
import { rawEventRow } from './browse.ts';
import { defineOperation } from './define.ts';
import { failsWithStatus, NO_FAILURE } from './failure.ts';
import { NOT_FOUND } from './not-found.ts';
import { listOrEmpty, looseShape, noParams, numish, orNothing, textish } from './raw.ts';

// The organiser's dashboard and event page: reads. Writes are in organiser-events-edit.ts.

const W = 'webservices.php';
const eventOnly = z.object({ eventid: numish });
const optionalNumber = numish.nullable().optional();

/** An organiser's event row (MYEVENTS, EVENT-LIST): the browse row plus the organiser's figures. */
export const rawOrganiserEventRow = rawEventRow.extend({
  enddate: textish.optional(),
  budget: optionalNumber,
  eventstatus: textish.optional(),
  sold: optionalNumber,
  admissions: optionalNumber,
  sales: optionalNumber,
  payoutstatus: textish.optional(),
  activation: optionalNumber,
  theme: textish.optional(),
  venue: textish.optional(),
  expected: optionalNumber,
  time: textish.optional(),
  endtime: textish.optional(),
});

export const FETCH_EVENT_COUNTS = defineOperation({
  op: 'FETCH-EVENT-COUNTS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'organiser-events',
  params: noParams,
  response: z.looseObject({ ongoing: numish, upcoming: numish, past: numish, revenue: numish.nullable() }),
  failure: NO_FAILURE,
  screens: ['/dashboard'],
  specPart: 2,
});

export const EVENT_LIST = defineOperation({
  op: 'EVENT-LIST',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'organiser-events',
  params: noParams,
  response: z.looseObject({
    status: z.string(),
    message: textish.optional(),
    events: listOrEmpty(rawOrganiserEventRow).nullable().optional(),
  }),
  failure: failsWithStatus('We could not load your events.'),
  screens: ['/dashboard'],
  specPart: 2,
});

export const MYEVENTS = defineOperation({
  op: 'MYEVENTS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'organiser-events',
  params: z.object({
    accountid: numish.optional(),
    accounttype: z.string().optional(),
    dashboard: z.literal('yes').optional(),
    thumbnail: z.literal('yes').optional(),
  }),
  identity: ['accountid'],
  response: listOrEmpty(rawOrganiserEventRow),
  failure: NO_FAILURE,
  screens: ['/dashboard', '/myevents', '/campaigns'],
  specPart: 2,
});

export const EVENTTYPE = defineOperation({
  op: 'EVENTTYPE',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'organiser-events',
  params: eventOnly,
  response: looseShape({ eventtype: textish }),
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/editevent'],
  specPart: 2,
});

export const CHECKIFEVENTDELETED = defineOperation({
  op: 'CHECKIFEVENTDELETED',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'organiser-events',
  params: eventOnly,
  // Fields of the spec's "event deletion status"; the answer's shape is not shown.
  response: looseShape({
    deletion: textish,
    event_day: textish,
    postponed_at: textish,
    cancelled_at: textish,
    updated_at: textish,
  }),
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/editevent'],
  specPart: 2,
});

export const CHECKTICKETS = defineOperation({
  op: 'CHECKTICKETS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'organiser-events',
  params: eventOnly,
  response: z.looseObject({ tickets: z.union([numish, z.array(z.looseObject({})), z.null()]) }),
  failure: NO_FAILURE,
  screens: ['/editevent'],
  specPart: 2,
});

export const EVENTSALESDATA = defineOperation({
  op: 'EVENTSALESDATA',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'organiser-events',
  params: eventOnly,
  // How many ticket holders a postponement or cancellation notifies.
  response: z.looseObject({ numberOfcustomers: numish }),
  failure: NO_FAILURE,
  screens: ['/editevent'],
  specPart: 2,
});

const tierDetails = <S extends z.ZodRawShape>(op: string, fields: S) =>
  defineOperation({
    op,
    method: 'GET',
    encoding: 'query',
    path: W,
    domain: 'organiser-events',
    params: z.object({ accountid: numish, eventid: numish }),
    identity: ['accountid'],
    response: looseShape(fields),
    failure: NO_FAILURE,
    screens: ['/editevent'],
    specPart: 2,
  });
const count = numish.nullable();

export const GETVVIPDETAILS = tierDetails('GETVVIPDETAILS', {
  vvipticketavail: count,
  vvipprice: count,
  kids_vvip_price: count,
  kids_vvip_tickets: count,
});
export const GETVIPDETAILS = tierDetails('GETVIPDETAILS', {
  vipticketavail: count,
  vipprice: count,
  kids_vip_price: count,
  kids_vip_tickets: count,
});
export const GETGENDETAILS = tierDetails('GETGENDETAILS', {
  genticketavail: count,
  genprice: count,
  kids_general_price: count,
  kids_general_tickets: count,
});

export const GET_PRIVATE_EVENT_DETAILS = defineOperation({
  op: 'GET-PRIVATE-EVENT-DETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'organiser-events',
  params: eventOnly,
  response: orNothing(
    z.looseObject({
      description: textish.optional(),
      eventName: textish.optional(),
      customOrganiserName: textish.optional(),
      eventLocation: textish.optional(),
      theme: textish.optional(),
      numOfAttendees: optionalNumber,
      eventDate: textish.optional(),
      endDate: textish.optional(),
      startTime: textish.optional(),
      endTime: textish.optional(),
      refundsAllowed: z.union([numish, z.boolean(), z.null()]).optional(),
      refundPolicyLocked: z.union([numish, z.boolean(), z.null()]).optional(),
    }),
  ),
  notFound: NOT_FOUND.organiserEvent,
  failure: NO_FAILURE,
  screens: ['/updateeventdetails', '/editevent'],
  specPart: 2,
});

export const organiserEventReadOperations = [
  FETCH_EVENT_COUNTS,
  EVENT_LIST,
  MYEVENTS,
  EVENTTYPE,
  CHECKIFEVENTDELETED,
  CHECKTICKETS,
  EVENTSALESDATA,
  GETVVIPDETAILS,
  GETVIPDETAILS,
  GETGENDETAILS,
  GET_PRIVATE_EVENT_DETAILS,
] as const;
