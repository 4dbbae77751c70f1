import { z } from 'zod';
import { legacyId } from '../model/ids.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

// The organiser's downloads (issue 28): CSV exports streamed as text/csv with a header row (what
// each holds: domain/csv-exports.ts), and the event's printable A5 flyer with its QR code.

const eventParams = z.object({
  eventId: legacyId(EVENT_ID_MESSAGE),
});
const ownEvent = { owned: 'organiser-event' } as const;

/** A streamed text/csv body (UTF-8, header row first), documented as a string. */
export const csvBodySchema = z.custom<AsyncIterable<string | Uint8Array> | string>(
  (value) =>
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && Symbol.asyncIterator in value),
);

/** The flyer's bytes (application/pdf). */
export const flyerBodySchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

export const downloadsApi = {
  exportCustomers: endpoint({
    ...routes.downloads.exportCustomers,
    summary: "The organiser's customers as CSV (text/csv): name, email, phone",
    access: ['business'],
    response: csvBodySchema,
    legacy: ['CLIENTELE:GETCLIENTELE'],
  }),
  exportEventBuyers: endpoint({
    ...routes.downloads.exportEventBuyers,
    summary: "One event's buyers as CSV (text/csv): name, email, phone",
    access: ['business'],
    params: eventParams,
    response: csvBodySchema,
    owner: ownEvent,
    legacy: ['CLIENTELE:GETCLIENTELE'],
  }),
  exportEventTransactions: endpoint({
    ...routes.downloads.exportEventTransactions,
    summary: "One event's transactions as CSV (text/csv): date, buyer, ticket type, amounts, status",
    access: ['business'],
    params: eventParams,
    response: csvBodySchema,
    owner: ownEvent,
    legacy: ['TRANSACTIONS-LIST'],
  }),
  exportRefundRequests: endpoint({
    ...routes.downloads.exportRefundRequests,
    summary: "One event's refund requests as CSV (text/csv): when, ticket, buyer, amounts, reason, status",
    access: ['business'],
    params: eventParams,
    response: csvBodySchema,
    owner: ownEvent,
    legacy: ['GET-REFUND-REQUESTS'],
  }),
  downloadEventFlyer: endpoint({
    ...routes.downloads.downloadEventFlyer,
    summary:
      "The event's printable A5 flyer (application/pdf): poster, name, date, venue and a QR code of its public page",
    access: ['business'],
    params: eventParams,
    response: flyerBodySchema,
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS'],
  }),
};
