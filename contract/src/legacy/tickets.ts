import { z } from 'zod';
import { defineOperation } from './define.ts';
import { NO_FAILURE } from './failure.ts';
import { NOT_FOUND } from './not-found.ts';
import { listOrEmpty, numish, orNothing, textish } from './raw.ts';

const W = 'webservices.php';

/** A customer's ticket as CUSTOMERTICKETS and PREVIEWTICKETS send it. */
export const rawCustomerTicket = z.looseObject({
  ticket_id: numish,
  ticketnumber: textish.optional(),
  category: textish.optional(),
  quantity: numish.optional(),
  // 1 means kids.
  age_group: numish.nullable().optional(),
  price: numish.nullable().optional(),
  kids_price: numish.nullable().optional(),
  created_at: textish.optional(),
  time_at: textish.optional(),
  activation: numish.nullable().optional(),
  qr_payload: textish.optional(),
  refund_status: textish.optional(),
  // Not in the spec's field list: the organiser's reason when the last request was declined (the
  // stand-in sends it; to be confirmed when re-recording).
  decline_reason: textish.nullable().optional(),
  refundAttempts: numish.nullable().optional(),
  maxAttempts: numish.nullable().optional(),
  m_payment_id: textish.optional(),
  event_name: textish.optional(),
  event_id: numish.optional(),
});
export type RawCustomerTicket = z.infer<typeof rawCustomerTicket>;

export const CUSTOMERTICKETS_GETTICKETS = defineOperation({
  op: 'CUSTOMERTICKETS',
  subquery: { param: 'subquery', value: 'GETTICKETS' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'tickets',
  params: z.object({ customerid: numish }),
  identity: ['customerid'],
  response: listOrEmpty(rawCustomerTicket),
  failure: NO_FAILURE,
  screens: ['/customerdashboard', '/tickets'],
  specPart: 1,
});

export const CUSTOMERTICKETS_SEARCHTICKETS = defineOperation({
  op: 'CUSTOMERTICKETS',
  subquery: { param: 'subquery', value: 'SEARCHTICKETS' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'tickets',
  params: z.object({ search: z.string(), customerid: numish }),
  identity: ['customerid'],
  response: listOrEmpty(rawCustomerTicket),
  failure: NO_FAILURE,
  screens: ['/tickets'],
  specPart: 1,
});

export const PREVIEWTICKETS = defineOperation({
  op: 'PREVIEWTICKETS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'tickets',
  params: z.object({ customerid: numish, eventid: numish }),
  identity: ['customerid'],
  response: listOrEmpty(rawCustomerTicket),
  failure: NO_FAILURE,
  screens: ['/previewtickets'],
  specPart: 1,
});

export const ZOOM_IN_TICKET = defineOperation({
  op: 'ZOOM-IN-TICKET',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'tickets',
  params: z.object({ customerid: numish, eventid: numish, ticket_number: z.string() }),
  identity: ['customerid'],
  // An empty payload shows 'This QR code is invalid'.
  response: orNothing(z.looseObject({ qr_payload: textish.optional() })),
  notFound: NOT_FOUND.customerTicket,
  failure: NO_FAILURE,
  screens: ['/zoom'],
  specPart: 1,
});

export const ticketsOperations = [
  CUSTOMERTICKETS_GETTICKETS,
  CUSTOMERTICKETS_SEARCHTICKETS,
  PREVIEWTICKETS,
  ZOOM_IN_TICKET,
] as const;
