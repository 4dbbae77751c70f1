import { z } from 'zod';
import { defineOperation } from './define.ts';
import { NO_FAILURE } from './failure.ts';
import { looseShape, nothing, notShown, numish, textish, valAnswer, zeroOrOne } from './raw.ts';

// Self-print: budget, preparing categories, the print run, allocation after printing.

const W = 'webservices.php';
const eventOnly = z.object({ eventid: numish });
const figure = numish.nullable().optional();

export const GETBUDGET = defineOperation({
  op: 'GETBUDGET',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'printing',
  // Printing sends eventid; the booster's event list sends businessid (its organiser).
  params: z.object({ eventid: numish.optional(), businessid: numish.optional() }),
  identity: ['businessid'],
  response: z.looseObject({ budget: figure, balance: figure }),
  failure: NO_FAILURE,
  screens: ['/downloadtickets', '/ticketdownload', '/selltickets'],
  specPart: 2,
});

export const REPRINTABLETICKETS = defineOperation({
  op: 'REPRINTABLETICKETS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'printing',
  params: eventOnly,
  // "ticketCount (re-downloadable tickets)" is the one field the spec ties to it.
  response: looseShape({ ticketCount: numish.nullable() }),
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/editevent', '/downloadtickets'],
  specPart: 2,
});

export const PREPAREDOWNLOADS = defineOperation({
  op: 'PREPAREDOWNLOADS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'printing',
  params: eventOnly,
  response: z.looseObject({ prepareCount: figure, ticketPrint: figure, estimatedRevenue: figure }),
  failure: NO_FAILURE,
  screens: ['/downloadtickets'],
  specPart: 2,
});

export const TICKETSTATUS = defineOperation({
  op: 'TICKETSTATUS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'printing',
  params: eventOnly,
  response: z.looseObject({ ticketCount: numish.nullable() }),
  failure: NO_FAILURE,
  screens: ['/downloadtickets'],
  specPart: 2,
});

/** A ticket category row of PREPARETICKETS, adult and kids figures. */
export const rawPrepareCategory = z.looseObject({
  ticketid: numish,
  category: textish.optional(),
  checked: figure,
  ticket_price: figure,
  instock: figure,
  initial_load: figure,
  ticket_number: figure,
  executed: figure,
  revenues: figure,
  // The spec's "kids_ equivalents of price" read literally; the stand-in says kids_ticket_price.
  kids_price: figure,
  kids_ticket_price: figure,
  kids_instock: figure,
  kids_initial_load: figure,
  kids_ticket_number: figure,
  kids_executed: figure,
  kids_revenues: figure,
});

export const PREPARETICKETS = defineOperation({
  op: 'PREPARETICKETS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'printing',
  params: z.object({ eventid: numish, businessid: numish }),
  identity: ['businessid'],
  // A list of categories, or `data: 0` when there is none.
  response: z.union([z.array(rawPrepareCategory), z.looseObject({ data: zeroOrOne }), nothing]),
  failure: NO_FAILURE,
  screens: ['/downloadtickets'],
  specPart: 2,
});

export const PREPARETICKETSDOWNLOAD = defineOperation({
  op: 'PREPARETICKETSDOWNLOAD',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'printing',
  params: z.object({
    ticketid: numish,
    instock: numish,
    eventid: numish,
    ticketsNumber: numish,
    price: numish,
    group: z.enum(['adults', 'kids']),
  }),
  response: z.looseObject({
    prepareCount: figure,
    ticketPrint: figure,
    total_revenue: figure,
    kids_ticket_print: figure,
    kids_estimated_revenue: figure,
  }),
  failure: NO_FAILURE,
  screens: ['/downloadtickets'],
  specPart: 2,
});

export const MARKTICKETCATEGORY = defineOperation({
  op: 'MARKTICKETCATEGORY',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'printing',
  params: z.object({ ticketid: numish, eventid: numish }),
  response: z.looseObject({ ticketCount: figure, ticketPrint: figure, prepareCount: figure }),
  failure: NO_FAILURE,
  screens: ['/downloadtickets'],
  specPart: 2,
});

export const LOADTEMPORARYTICKETS = defineOperation({
  op: 'LOADTEMPORARYTICKETS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'printing',
  params: z.object({ eventid: numish, ticketLimit: numish, reprintNumber: numish }),
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/ticketdownload'],
  specPart: 2,
});

/** A ticket ready to print. qr_payload has two dot-separated parts. */
export const rawPrintedTicket = z.looseObject({
  eventdate: textish.optional(),
  eventmonth: textish.optional(),
  eventyear: textish.optional(),
  starttime: textish.optional(),
  finishtime: textish.optional(),
  venue: textish.optional(),
  organiserName: textish.optional(),
  organiser_email: textish.optional(),
  ticketnumber: textish.optional(),
  qr_payload: textish.optional(),
  // 1 child, otherwise adult.
  age_group: figure,
  price: figure,
  kids_price: figure,
  category: textish.optional(),
});

export const TICKETREADYTODOWNLOAD = defineOperation({
  op: 'TICKETREADYTODOWNLOAD',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'printing',
  params: z.object({ eventid: numish, ticketLimit: numish, reprint: z.enum(['yes', 'no']) }),
  // A list, `{val: 0}`, or empty.
  response: z.union([z.array(rawPrintedTicket), nothing]),
  failure: NO_FAILURE,
  screens: ['/ticketdownload', '/download'],
  specPart: 2,
});

export const ALLOCATETICKETS = defineOperation({
  op: 'ALLOCATETICKETS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'printing',
  params: z.object({ businessid: numish, eventid: numish }),
  identity: ['businessid'],
  response: valAnswer,
  failure: NO_FAILURE,
  screens: ['/download'],
  specPart: 2,
});

export const printingOperations = [
  GETBUDGET,
  REPRINTABLETICKETS,
  PREPAREDOWNLOADS,
  TICKETSTATUS,
  PREPARETICKETS,
  PREPARETICKETSDOWNLOAD,
  MARKTICKETCATEGORY,
  LOADTEMPORARYTICKETS,
  TICKETREADYTODOWNLOAD,
  ALLOCATETICKETS,
] as const;
