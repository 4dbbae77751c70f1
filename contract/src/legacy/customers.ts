import { z } from 'zod';
import { defineOperation } from './define.ts';
import { NO_FAILURE } from './failure.ts';
import { listOrEmpty, nothing, numish, textish, valAnswer } from './raw.ts';

const W = 'webservices.php';

/** A buyer (client) row of CLIENTELE. */
export const rawClient = z.looseObject({
  clientid: numish.optional(),
  fname: textish.optional(),
  lname: textish.optional(),
  phone: textish.optional(),
  email: textish.optional(),
});

export const NUMBEROFCLIENTELE = defineOperation({
  op: 'NUMBEROFCLIENTELE',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'customers',
  params: z.object({ businessid: numish }),
  identity: ['businessid'],
  response: valAnswer.extend({ clientCount: numish.optional() }),
  failure: NO_FAILURE,
  screens: ['/dashboard'],
  specPart: 2,
});

const accountList = { accountid: numish, accounttype: z.string() };

export const CLIENTELE_GETCLIENTELE = defineOperation({
  op: 'CLIENTELE',
  subquery: { param: 'subquery', value: 'GETCLIENTELE' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'customers',
  // The customers page sends accountid and accounttype; the campaigns page's Unique buyers sends
  // the eventid of the one selected campaign.
  params: z.object({
    accountid: numish.optional(),
    accounttype: z.string().optional(),
    eventid: numish.optional(),
  }),
  identity: ['accountid'],
  // "Returns buyers or val 0": a list, `{val: 0}`, or the list under `buyers`.
  response: z.union([z.array(rawClient), nothing, z.looseObject({ buyers: listOrEmpty(rawClient) })]),
  failure: NO_FAILURE,
  screens: ['/customers', '/campaigns', '/customerprofile'],
  specPart: 2,
});

export const CLIENTELE_SEARCHCLIENTELE = defineOperation({
  op: 'CLIENTELE',
  subquery: { param: 'subquery', value: 'SEARCHCLIENTELE' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'customers',
  // The front end sends spaces in the search as '+'.
  params: z.object({ ...accountList, search: z.string() }),
  identity: ['accountid'],
  response: listOrEmpty(rawClient),
  failure: NO_FAILURE,
  screens: ['/customers'],
  specPart: 2,
});

export const customersOperations = [
  NUMBEROFCLIENTELE,
  CLIENTELE_GETCLIENTELE,
  CLIENTELE_SEARCHCLIENTELE,
] as const;
