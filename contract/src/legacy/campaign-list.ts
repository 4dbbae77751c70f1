import { z } from 'zod';
import { defineOperation } from './define.ts';
import { failsWithStatus, NO_FAILURE, REFUSED } from './failure.ts';
import { listOrEmpty, nothing, notShown, numish, statusAnswer, textish, valAnswer } from './raw.ts';

// The organiser's campaign list: selection, pause/resume all, balance transfer, devices.

const W = 'webservices.php';
const business = z.object({ businessid: numish });
const opt = textish.optional();
const optNumber = numish.nullable().optional();

/** A row of CAMPAIGNS. */
export const rawCampaignRow = z.looseObject({
  campaignid: numish,
  eventid: numish.optional(),
  businessid: numish.optional(),
  campaignname: opt,
  eventname: opt,
  event_name: opt,
  campaignstatus: opt,
  activation: optNumber,
  daysRemaining: opt,
  getPeriod: opt,
  keywords: opt,
  budget: optNumber,
  balance: optNumber,
  feesDeductedPhysical: optNumber,
  feesDeductedDigital: optNumber,
  transferred: z.union([numish, z.boolean(), z.null()]).optional(),
  markedtransfer: z.union([numish, z.boolean(), z.null()]).optional(),
  selected: z.union([numish, z.boolean(), z.null()]).optional(),
  estdRevenue: optNumber,
  digitalRevenue: optNumber,
  physicalRevenue: optNumber,
  buyers: optNumber,
  admission: optNumber,
  eventClicks: optNumber,
  unique_clicks: optNumber,
  views: optNumber,
  unique_visitors: optNumber,
  eventday: opt,
  event_day: opt,
  fromdate: opt,
  todate: opt,
  finish_day: opt,
  enddate: opt,
  thumbnail: opt,
  poster: opt,
  theme: opt,
  venue: opt,
  expected: optNumber,
  time: opt,
  endtime: opt,
});

export const CAMPAIGNS = defineOperation({
  op: 'CAMPAIGNS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: business,
  identity: ['businessid'],
  // A list, or status failed when there is none.
  response: z.union([z.array(rawCampaignRow), nothing, statusAnswer]),
  failure: failsWithStatus(REFUSED),
  screens: ['/campaigns'],
  specPart: 2,
});

export const GETSELECTCAMPAIGNS = defineOperation({
  op: 'GETSELECTCAMPAIGNS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: business,
  identity: ['businessid'],
  response: valAnswer.extend({
    selectedCount: optNumber,
    eventid: numish.optional(),
    eventname: opt,
    campaignname: opt,
    poster: opt,
    dates: opt,
    theme: opt,
    venue: opt,
    expectednum: optNumber,
    time: opt,
    endtime: opt,
  }),
  failure: NO_FAILURE,
  screens: ['/campaigns'],
  specPart: 2,
});

export const ALLSELECTCAMPAIGNS = defineOperation({
  op: 'ALLSELECTCAMPAIGNS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: business,
  identity: ['businessid'],
  response: valAnswer,
  failure: NO_FAILURE,
  screens: ['/campaigns'],
  specPart: 2,
});

export const UPDATESELECT = defineOperation({
  op: 'UPDATESELECT',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  // businessid alone selects all or none; eventid with accountid toggles one row.
  params: z.object({
    businessid: numish.optional(),
    eventid: numish.optional(),
    accountid: numish.optional(),
  }),
  identity: ['businessid', 'accountid'],
  response: z.looseObject({ val: numish.optional(), selectedCount: optNumber }),
  failure: NO_FAILURE,
  screens: ['/campaigns'],
  specPart: 2,
});

const transferParams = z.object({ campaignid: numish, businessid: numish });

export const UPDATEALLTRANSFER = defineOperation({
  op: 'UPDATEALLTRANSFER',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: transferParams,
  identity: ['businessid'],
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/campaigns'],
  specPart: 2,
});

export const UPDATETRANSFERCHECK = defineOperation({
  op: 'UPDATETRANSFERCHECK',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: transferParams,
  identity: ['businessid'],
  response: statusAnswer,
  failure: failsWithStatus(REFUSED),
  screens: ['/campaigns'],
  specPart: 2,
});

export const TRANSFERBALANCE = defineOperation({
  op: 'TRANSFERBALANCE',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'campaigns',
  params: z.object({ campaignid: numish, neweventid: numish, balance: numish, spent: numish }),
  response: statusAnswer,
  failure: failsWithStatus(REFUSED),
  screens: ['/campaigns'],
  specPart: 2,
});

export const RESUMECAMPAIGNS = defineOperation({
  op: 'RESUMECAMPAIGNS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: business,
  identity: ['businessid'],
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/campaigns'],
  specPart: 2,
});

export const rawDeviceStat = z.looseObject({
  device: opt,
  useragent: opt,
  platformCount: optNumber,
});

export const PLATFORMS = defineOperation({
  op: 'PLATFORMS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'campaigns',
  params: z.object({ businessid: numish, eventid: numish }),
  identity: ['businessid'],
  response: listOrEmpty(rawDeviceStat),
  failure: NO_FAILURE,
  screens: ['/campaigns'],
  specPart: 2,
});

export const campaignListOperations = [
  CAMPAIGNS,
  GETSELECTCAMPAIGNS,
  ALLSELECTCAMPAIGNS,
  UPDATESELECT,
  UPDATEALLTRANSFER,
  UPDATETRANSFERCHECK,
  TRANSFERBALANCE,
  RESUMECAMPAIGNS,
  PLATFORMS,
] as const;
