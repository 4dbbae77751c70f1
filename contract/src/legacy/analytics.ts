import { z } from 'zod';
import { defineOperation } from './define.ts';
import { NO_FAILURE } from './failure.ts';
import { looseShape, numish } from './raw.ts';

// Per-event analytics. The spec names the calls and the screen's fields, not each answer, so
// every answer is an object or list carrying some of these fields (all optional). Percentages,
// total sales, indicators and performance values have no field names in the spec.

const W = 'webservices.php';
const figure = numish.nullable();

const analyticsFields = {
  general: figure,
  vip: figure,
  vvip: figure,
  salesg: figure,
  salesv: figure,
  salesvv: figure,
  generalTickets: figure,
  viptickets: figure,
  vviptickets: figure,
  sold: figure,
  available: figure,
  todayincome: figure,
  yesterdayincome: figure,
  overallincome: figure,
  todaysales: figure,
  yesterdaysales: figure,
  overallsales: figure,
};

const salesCall = (op: string) =>
  defineOperation({
    op,
    method: 'GET',
    encoding: 'query',
    path: W,
    domain: 'analytics',
    params: z.object({ accountid: numish, eventid: numish }),
    identity: ['accountid'],
    response: looseShape(analyticsFields),
    responseNotShown: true,
    failure: NO_FAILURE,
    screens: ['/analytics'],
    specPart: 2,
  });

export const GETSALESDATAGENERAL = salesCall('GETSALESDATAGENERAL');
export const GETSALESDATAVIP = salesCall('GETSALESDATAVIP');
export const GETSALESDATAVVIP = salesCall('GETSALESDATAVVIP');
export const GETTOTALSALES = salesCall('GETTOTALSALES');
export const GETTOTALSOLD = salesCall('GETTOTALSOLD');

export const FINANCIALS = defineOperation({
  op: 'FINANCIALS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'analytics',
  params: z.object({ eventid: numish }),
  response: looseShape(analyticsFields),
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/analytics'],
  specPart: 2,
});

export const analyticsOperations = [
  GETSALESDATAGENERAL,
  GETSALESDATAVIP,
  GETSALESDATAVVIP,
  GETTOTALSALES,
  GETTOTALSOLD,
  FINANCIALS,
] as const;
