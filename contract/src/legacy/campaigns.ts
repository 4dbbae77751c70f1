import { z } from 'zod';
import { PAYMENT_CREDENTIALS_PATH, rawPaymentCredentials } from './checkout.ts';
import { defineOperation } from './define.ts';
import { failsWithStatus, NO_FAILURE, REFUSED } from './failure.ts';
import {
  flag,
  looseShape,
  notShown,
  numish,
  statusAnswer,
  successAnswer,
  textish,
  valAnswer,
} from './raw.ts';

// One event's campaign: status, estimate, save, launch (payment or first-campaign credit),
// pause and resume. The campaign list is in campaign-list.ts.

const W = 'webservices.php';
const eventOnly = z.object({ eventid: numish });

export const CAMPAIGNSTATSUSS = defineOperation({
  op: 'CAMPAIGNSTATSUSS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: z.object({ businessid: numish }),
  identity: ['businessid'],
  response: valAnswer.extend({ campaignCount: numish.optional() }),
  failure: NO_FAILURE,
  screens: ['/dashboard'],
  specPart: 2,
});

export const GET_CAMPAIGN_STATUS = defineOperation({
  op: 'GET-CAMPAIGN-STATUS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: eventOnly,
  response: looseShape({
    campaign_status: textish,
    campaignstatus: textish,
    campaignStatus: textish,
    status: textish,
  }),
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/editevent'],
  specPart: 2,
});

export const CHECKCAMPAIGN = defineOperation({
  op: 'CHECKCAMPAIGN',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: eventOnly,
  response: z.looseObject({
    thumbnail: textish.optional(),
    checkcampaign: z.union([textish, z.boolean()]).optional(),
    image: textish.optional(),
    businessid: numish.optional(),
    eventid: numish.optional(),
  }),
  failure: NO_FAILURE,
  screens: ['/editevent'],
  specPart: 2,
});

export const RESUMECAMPAIGN = defineOperation({
  op: 'RESUMECAMPAIGN',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: z.object({ eventid: numish, businessid: numish }),
  identity: ['businessid'],
  // Toggles the campaign: status failed, stop or other; the campaigns page also reads campaignCount.
  response: statusAnswer.extend({ campaignCount: numish.optional() }),
  failure: failsWithStatus(REFUSED),
  screens: ['/editevent', '/campaigns'],
  specPart: 2,
});

export const ESTIMATED_BUDGET = defineOperation({
  op: 'ESTIMATED-BUDGET',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: z.object({ event_id: numish, business_id: numish }),
  identity: ['business_id'],
  response: z.looseObject({
    estedBudget: numish.nullable().optional(),
    creditAmount: numish.nullable().optional(),
  }),
  failure: NO_FAILURE,
  screens: ['/campaign'],
  specPart: 2,
});

export const CAMPAIGNESTIMATE = defineOperation({
  op: 'CAMPAIGNESTIMATE',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: z.object({ eventid: numish, business_id: numish }),
  identity: ['business_id'],
  // The answer is not shown; these are the campaign fields the page works with.
  response: looseShape({
    campaign_id: numish,
    campaign_name: textish,
    keywords: textish,
    campaign_start_date: textish,
    duration: textish,
    currentBudget: numish.nullable(),
    currentBalance: numish.nullable(),
    estedBudget: numish.nullable(),
    creditAmount: numish.nullable(),
    is_campaign_exist: flag.nullable(),
    campaign_status: textish,
    // Ours (the answer is not shown): the campaign's card payments as the provider's notify
    // left them, so a success or cancelled page reads what was credited, never the URL's amount.
    payments: z.array(z.looseObject({ m_payment_id: textish, amount: numish, status: textish }).partial()),
  }),
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/campaign'],
  specPart: 2,
});

const campaignDates = { keywords: z.string(), startdate: z.string(), enddate: z.string() };

export const ADDCAMPAIGN = defineOperation({
  op: 'ADDCAMPAIGN',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'campaigns',
  params: z.object({ eventid: numish, businessid: numish, campaign: z.string(), ...campaignDates }),
  identity: ['businessid'],
  response: statusAnswer.extend({
    campaign_name: textish.optional(),
    keywords: textish.optional(),
    campaign_start_date: textish.optional(),
    duration: textish.optional(),
  }),
  failure: failsWithStatus(REFUSED),
  screens: ['/campaign'],
  specPart: 2,
});

/** The same op name sent as a GET by the success page: a second entry, keyed by method. */
export const ADDCAMPAIGN_GET = defineOperation({
  key: 'ADDCAMPAIGN@GET',
  op: 'ADDCAMPAIGN',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  // "The campaign and budget taken from the URL query" (campaignname, keywords, dates, budget, ids).
  params: z.object({
    eventid: numish,
    businessid: numish,
    campaign: z.string().optional(),
    campaignname: z.string().optional(),
    keywords: z.string().optional(),
    startdate: z.string().optional(),
    enddate: z.string().optional(),
    budget: numish,
  }),
  identity: ['businessid'],
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/campaignsuccess'],
  specPart: 2,
});

export const APPLY_CREDIT_FIRST_CAMPAIGN = defineOperation({
  op: 'APPLY-CREDIT-FIRST-CAMPAIGN',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'campaigns',
  params: z.object({ eventid: numish, campaignId: numish }),
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/campaign'],
  specPart: 2,
});

/** The payment-credentials script for a campaign budget: card only, `type=campaign`. */
export const PAYMENT_CREDENTIALS_CAMPAIGN = defineOperation({
  key: `${PAYMENT_CREDENTIALS_PATH}:campaign`,
  op: null,
  subquery: { param: 'type', value: 'campaign' },
  method: 'POST',
  encoding: 'form',
  path: PAYMENT_CREDENTIALS_PATH,
  domain: 'campaigns',
  params: z.object({
    campaign_id: numish,
    item_name: z.string(),
    amount: numish,
    email: z.string(),
    cell_number: z.string(),
    name_first: z.string(),
    name_last: z.string(),
    eventid: numish,
    payment_method: z.literal('cc'),
    businessid: numish,
    is_mobile: flag,
    // Ours (as the purchase's): where we ask the provider to send the organiser back.
    return_url: z.string().optional(),
    cancel_url: z.string().optional(),
  }),
  identity: ['businessid'],
  response: rawPaymentCredentials,
  failure: failsWithStatus('Failed to initiate payment.'),
  screens: ['/campaign'],
  specPart: 2,
});

export const CAMPAIGN_PAYMENT_CANCELLATION = defineOperation({
  op: 'CAMPAIGN-PAYMENT-CANCELLATION',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: z.object({ event_id: numish, business_id: numish, campaign_id: numish, amount: numish }),
  identity: ['business_id'],
  response: successAnswer,
  failure: failsWithStatus(REFUSED),
  screens: ['/cancelled', '/campaigncancelled'],
  specPart: 1,
});

export const campaignOperations = [
  CAMPAIGNSTATSUSS,
  GET_CAMPAIGN_STATUS,
  CHECKCAMPAIGN,
  RESUMECAMPAIGN,
  ESTIMATED_BUDGET,
  CAMPAIGNESTIMATE,
  ADDCAMPAIGN,
  ADDCAMPAIGN_GET,
  APPLY_CREDIT_FIRST_CAMPAIGN,
  PAYMENT_CREDENTIALS_CAMPAIGN,
  CAMPAIGN_PAYMENT_CANCELLATION,
] as const;
