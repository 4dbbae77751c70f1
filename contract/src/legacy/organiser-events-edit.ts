import { z } from 'zod';
import { POSTER_FILE_TYPES } from '../domain/images.ts';
import { defineOperation } from './define.ts';
import { failsWithStatus, NO_FAILURE, REFUSED } from './failure.ts';
import { flag, looseStatus, notShown, numish, textish } from './raw.ts';

// Creating and changing an organiser's event: details, tickets, poster, postpone, delete.

const W = 'webservices.php';

const eventFields = {
  accountid: numish,
  // Meaning not shown in the spec (payment options offered at the door?); sent as the form has them.
  visa: flag.optional(),
  cash: flag.optional(),
  event: z.string(),
  customOrganiserName: z.string().optional(),
  venue: z.string(),
  theme: z.string(),
  expected: numish,
  startdate: z.string(),
  enddate: z.string(),
  starttime: z.string(),
  endtime: z.string(),
  description: z.string(),
};

export const ADDEVENT_ADDEVENT = defineOperation({
  op: 'ADDEVENT',
  subquery: { param: 'subquery', value: 'ADDEVENT' },
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'organiser-events',
  params: z.object({ ...eventFields, eventtype: z.string(), province: z.string() }),
  identity: ['accountid'],
  // "On success go to /dashboard": the answer itself is not shown.
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/addevent'],
  specPart: 2,
});

export const ADDEVENT_UPDATEEVENT = defineOperation({
  op: 'ADDEVENT',
  subquery: { param: 'subquery', value: 'UPDATEEVENT' },
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'organiser-events',
  params: z.object({ ...eventFields, eventid: numish, refunds_allowed: flag }),
  identity: ['accountid'],
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/updateeventdetails'],
  specPart: 2,
});

export const ADDTICEKTS = defineOperation({
  op: 'ADDTICEKTS',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'organiser-events',
  params: z.object({
    price: numish,
    numberOftickets: numish,
    category: z.enum(['vvip', 'vip', 'general']),
    eventid: numish,
    kids_price: numish,
    kids_tickets: numish,
  }),
  // status failed, warning or success, with error or message.
  response: z.looseObject({ status: z.string(), error: textish.optional(), message: textish.optional() }),
  failure: failsWithStatus(REFUSED),
  screens: ['/editevent'],
  specPart: 2,
});

export const POSTERUPLOAD = defineOperation({
  op: 'POSTERUPLOAD',
  method: 'POST',
  encoding: 'multipart',
  path: W,
  domain: 'organiser-events',
  params: z.object({ eventid: numish, businessid: numish }),
  files: { file: { required: true, accept: POSTER_FILE_TYPES } },
  identity: ['businessid'],
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/editevent'],
  specPart: 2,
});

export const POSTPONE = defineOperation({
  op: 'POSTPONE',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'organiser-events',
  params: z.object({
    businessid: numish,
    eventid: numish,
    type: z.enum(['postpone', 'cancel']),
    message: z.string(),
    reason: z.string(),
  }),
  identity: ['businessid'],
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/editevent'],
  specPart: 2,
});

export const DELETEEVENT = defineOperation({
  op: 'DELETEEVENT',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'organiser-events',
  params: z.object({ eventid: numish }),
  // "A server message": as a status object or the bare text.
  response: z.union([looseStatus, z.string()]),
  failure: failsWithStatus(REFUSED),
  screens: ['/editevent'],
  specPart: 2,
});

export const organiserEventEditOperations = [
  ADDEVENT_ADDEVENT,
  ADDEVENT_UPDATEEVENT,
  ADDTICEKTS,
  POSTERUPLOAD,
  POSTPONE,
  DELETEEVENT,
] as const;
