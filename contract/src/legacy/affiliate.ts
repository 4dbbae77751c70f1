import { z } from 'zod';
import { defineOperation } from './define.ts';
import { failsWithStatus, NO_FAILURE, REFUSED } from './failure.ts';
import { flag, listOrEmpty, noParams, nothing, numish, statusAnswer, textish, valAnswer } from './raw.ts';

// The affiliate (partner) programme: link, earnings, payouts, recruits and their events.

const W = 'webservices.php';
const opt = textish.optional();
const figure = numish.nullable().optional();

export const RECRUITS_AFFILIATECOUNT = defineOperation({
  op: 'RECRUITS',
  subquery: { param: 'subquery', value: 'AFFILIATECOUNT' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'affiliate',
  params: z.object({ partnerid: numish }),
  identity: ['partnerid'],
  response: valAnswer.extend({ affiliateCount: figure }),
  failure: NO_FAILURE,
  screens: ['/in'],
  specPart: 3,
});

export const SAVEAFFILIATEID = defineOperation({
  op: 'SAVEAFFILIATEID',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'affiliate',
  // The affiliate id is the partner id plus a random 11-character suffix.
  params: z.object({ partnerid: numish, affiliateid: z.string() }),
  identity: ['partnerid'],
  response: z.looseObject({ affiliateid: textish }),
  failure: NO_FAILURE,
  screens: ['/affiliate-link'],
  specPart: 3,
});

export const PARTNER_PAYOUT_AMOUNT = defineOperation({
  op: 'PARTNER-PAYOUT-AMOUNT',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'affiliate',
  params: z.object({ partner_id: numish }),
  identity: ['partner_id'],
  response: z.looseObject({
    payout: figure,
    totalEarnings: figure,
    availableEarnings: figure,
    isEligible: flag.nullable().optional(),
  }),
  failure: NO_FAILURE,
  screens: ['/in'],
  specPart: 3,
});

export const rawPartnerPayout = z.looseObject({
  payout_id: numish.optional(),
  created_at: opt,
  payout_type: opt,
  amount_requested: figure,
  payout_status: opt,
  audit_token: opt,
});

export const PAYOUT_REQUEST_LIST = defineOperation({
  op: 'PAYOUT-REQUEST-LIST',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'affiliate',
  // Despite its name, event_id carries the partner id. Not declared as identity (the session
  // filler maps account ids by parameter name, and event_id names events everywhere else): the
  // BFF passes the session's partner id itself, never a client's value.
  params: z.object({ event_id: numish }),
  response: z.union([z.array(rawPartnerPayout), nothing, statusAnswer]),
  failure: failsWithStatus(REFUSED),
  screens: ['/in'],
  specPart: 3,
});

export const AFFILIATE_REQUEST_PAYOUT = defineOperation({
  op: 'AFFILIATE-REQUEST-PAYOUT',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'affiliate',
  params: z.object({
    amountRequested: numish,
    partner_id: numish,
    payout_type: z.enum(['partial', 'full']),
    source: z.literal('PARTNER_PAYOUT'),
  }),
  identity: ['partner_id'],
  response: statusAnswer,
  failure: failsWithStatus(REFUSED),
  screens: ['/in'],
  specPart: 3,
});

/** An event linked to the partner through a recruit. */
export const rawLinkedEvent = z.looseObject({
  eventname: opt,
  campaignstatus: opt,
  organiser_name: opt,
  keywords: opt,
  fromdate: opt,
  todate: opt,
  getPeriod: opt,
  daysRemaining: opt,
  eventday: opt,
  views: figure,
  unique_visitors: figure,
  eventClicks: figure,
  unique_clicks: figure,
  admission: figure,
  buyers: figure,
  affiliateEarnings: figure,
  refunds_allowed: flag.nullable().optional(),
});

export const RECRUITS_CAMPAIGNS = defineOperation({
  op: 'RECRUITS-CAMPAIGNS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'affiliate',
  params: noParams,
  response: z.union([z.array(rawLinkedEvent), nothing, statusAnswer]),
  failure: failsWithStatus(REFUSED),
  screens: ['/in'],
  specPart: 3,
});

export const rawRecruit = z.looseObject({
  recruitid: numish.optional(),
  recruit: opt,
  email: opt,
  eventid: numish.nullable().optional(),
  // 'no' when the recruit has no event.
  eventname: opt,
  eventStatus: opt,
});

const recruitList = { partnerid: numish, accounttype: z.string() };

export const RECRUITS_FETCHRECRUITS = defineOperation({
  op: 'RECRUITS',
  subquery: { param: 'subquery', value: 'FETCHRECRUITS' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'affiliate',
  params: z.object(recruitList),
  identity: ['partnerid'],
  response: listOrEmpty(rawRecruit),
  failure: NO_FAILURE,
  screens: ['/recruits', '/my-recruits'],
  specPart: 3,
});

export const RECRUITS_SEARCHRECRUITS = defineOperation({
  op: 'RECRUITS',
  subquery: { param: 'subquery', value: 'SEARCHRECRUITS' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'affiliate',
  params: z.object({ ...recruitList, search: z.string() }),
  identity: ['partnerid'],
  response: listOrEmpty(rawRecruit),
  failure: NO_FAILURE,
  screens: ['/recruits', '/my-recruits'],
  specPart: 3,
});

export const affiliateOperations = [
  RECRUITS_AFFILIATECOUNT,
  SAVEAFFILIATEID,
  PARTNER_PAYOUT_AMOUNT,
  PAYOUT_REQUEST_LIST,
  AFFILIATE_REQUEST_PAYOUT,
  RECRUITS_CAMPAIGNS,
  RECRUITS_FETCHRECRUITS,
  RECRUITS_SEARCHRECRUITS,
] as const;
