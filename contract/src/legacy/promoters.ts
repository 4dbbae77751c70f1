import { z } from 'zod';
import { defineOperation } from './define.ts';
import { NO_FAILURE } from './failure.ts';
import { listOrEmpty, looseShape, numish, textish, valAnswer } from './raw.ts';

// Promoters (boosters) as the organiser manages them. The promoter's own side is in booster.ts.

const W = 'webservices.php';

/** A promoter row of PROMOTERS. */
export const rawPromoter = z.looseObject({
  promoterid: numish,
  businessid: numish.optional(),
  fname: textish.optional(),
  lname: textish.optional(),
  phone: textish.optional(),
  email: textish.optional(),
  // The credit.
  amount: numish.nullable().optional(),
  // The credit left to sell from. Not in the spec's field list (REALTIMEBALANCE names it for the
  // booster); the stand-in sends it and the list shows it when present.
  balance: numish.nullable().optional(),
  // 1 active, 0 not.
  activation: numish.nullable().optional(),
});

/** `val` 2: email or phone exists; 3: success on add, error text on update; else a message. */
export const rawPromoterAnswer = z.union([
  z.looseObject({ val: numish.optional(), message: textish.optional(), error: textish.optional() }),
  z.string(),
]);

export const NUMBEROFBOOSTERDEACTIVATEDS = defineOperation({
  op: 'NUMBEROFBOOSTERDEACTIVATEDS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'promoters',
  params: z.object({ businessid: numish }),
  identity: ['businessid'],
  // "count (field name not shown)": the entity list calls it boosterDeactivatedCount.
  response: looseShape({ val: numish, boosterDeactivatedCount: numish, count: numish }),
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/dashboard'],
  specPart: 2,
});

const promoterList = { accountid: numish, accounttype: z.string() };

export const PROMOTERS_GETPROMOTERS = defineOperation({
  op: 'PROMOTERS',
  subquery: { param: 'subquery', value: 'GETPROMOTERS' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'promoters',
  params: z.object(promoterList),
  identity: ['accountid'],
  response: listOrEmpty(rawPromoter),
  failure: NO_FAILURE,
  screens: ['/boosters', '/promoters-list', '/editbooster'],
  specPart: 2,
});

export const PROMOTERS_SEARCHPROMOTERS = defineOperation({
  op: 'PROMOTERS',
  subquery: { param: 'subquery', value: 'SEARCHPROMOTERS' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'promoters',
  params: z.object({ ...promoterList, search: z.string() }),
  identity: ['accountid'],
  response: listOrEmpty(rawPromoter),
  failure: NO_FAILURE,
  screens: ['/boosters', '/promoters-list'],
  specPart: 2,
});

const promoterFields = { fname: z.string(), lname: z.string(), phone: z.string(), email: z.string() };

// ADDPROMOTER and UPDATEPROMOTERDETAILS carry no method in the spec, so GET (its default):
// passwords travel in the query string, which the BFF's logs must redact.
export const ADDPROMOTER = defineOperation({
  op: 'ADDPROMOTER',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'promoters',
  params: z.object({
    accountid: numish,
    ...promoterFields,
    password: z.string(),
    confirmPassword: z.string(),
    // The credit (minimum R100).
    voucher: numish,
  }),
  identity: ['accountid'],
  response: rawPromoterAnswer,
  failure: { kind: 'own-shapes', why: 'val 1 saved; val 2 and 3 are messages the promoter form shows' },
  screens: ['/addbooster'],
  specPart: 2,
});

export const UPDATEPROMOTERDETAILS = defineOperation({
  op: 'UPDATEPROMOTERDETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'promoters',
  params: z.object({
    businessid: numish,
    promoterid: numish,
    ...promoterFields,
    voucher: numish,
    password: z.string().optional(),
  }),
  identity: ['businessid'],
  response: rawPromoterAnswer,
  failure: { kind: 'own-shapes', why: 'val 1 saved; val 2 and 3 are messages the promoter form shows' },
  screens: ['/editbooster'],
  specPart: 2,
});

// Deactivating (reversible) and deleting (irreversible) a promoter: part 2 says organisers do both
// but shows no call, so the names and shapes are ours (`val` 1 done, 0 no such promoter of yours).
export const PROMOTERACTIVATION = defineOperation({
  op: 'PROMOTERACTIVATION',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'promoters',
  params: z.object({ businessid: numish, promoterid: numish, activation: z.enum(['0', '1']) }),
  identity: ['businessid'],
  response: valAnswer,
  failure: { kind: 'own-shapes', why: 'val 0 means the promoter is not one of this organiser’s' },
  screens: ['/editbooster'],
  specPart: 2,
});

export const DELETEPROMOTER = defineOperation({
  op: 'DELETEPROMOTER',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'promoters',
  params: z.object({ businessid: numish, promoterid: numish }),
  identity: ['businessid'],
  response: valAnswer,
  failure: { kind: 'own-shapes', why: 'val 0 means the promoter is not one of this organiser’s' },
  screens: ['/editbooster'],
  specPart: 2,
});

export const promotersOperations = [
  PROMOTERACTIVATION,
  DELETEPROMOTER,
  NUMBEROFBOOSTERDEACTIVATEDS,
  PROMOTERS_GETPROMOTERS,
  PROMOTERS_SEARCHPROMOTERS,
  ADDPROMOTER,
  UPDATEPROMOTERDETAILS,
] as const;
