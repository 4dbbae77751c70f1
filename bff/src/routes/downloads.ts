import type { api } from '@tix/contract';
import {
  legacy,
  normaliseEventDetail,
  normaliseOrganiserCustomers,
  normaliseRefundRequestRows,
  normaliseTransactions,
} from '@tix/contract';
import {
  BUYERS_CSV,
  CUSTOMERS_CSV,
  REFUND_REQUESTS_CSV,
  TRANSACTIONS_CSV,
} from '@tix/contract/domain/csv-exports';
import { legacyPosterPath } from '@tix/contract/domain/posters';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../domain/csv-stream.ts';
import { eventFlyerPdf } from '../domain/event-flyer.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { LegacyError } from '../legacy/errors.ts';
import { attachment } from '../lib/attachment.ts';

// The organiser's downloads (issue 28). The 'organiser-event' ownership check has run before any
// handler that names an event; the account is the session's.

export const downloadsRoutes = (app: FastifyInstance): DomainRoutes<typeof api.downloads> => ({
  exportCustomers: async (req, reply) => {
    const raw = await req.legacy(legacy.CLIENTELE_GETCLIENTELE, { accounttype: 'business' });
    return sendCsv(reply, CUSTOMERS_CSV, normaliseOrganiserCustomers(raw));
  },

  exportEventBuyers: async (req, reply) => {
    const { eventId } = req.params;
    const raw = await req.legacy(legacy.CLIENTELE_GETCLIENTELE, { eventid: eventId });
    return sendCsv(reply, BUYERS_CSV, normaliseOrganiserCustomers(raw), eventId);
  },

  exportEventTransactions: async (req, reply) => {
    const { eventId } = req.params;
    const list = await req.legacy(legacy.TRANSACTIONS_LIST, { event_id: eventId });
    return sendCsv(reply, TRANSACTIONS_CSV, normaliseTransactions(list.transactions), eventId);
  },

  exportRefundRequests: async (req, reply) => {
    const { eventId } = req.params;
    // The legacy refuses an event with no requests ('No refund requests'): an empty file.
    const rows = await req
      .legacy(legacy.GET_REFUND_REQUESTS, { event_id: eventId })
      .then(normaliseRefundRequestRows, (error: unknown) => {
        if (error instanceof LegacyError && error.status === 422) return [];
        throw error;
      });
    return sendCsv(reply, REFUND_REQUESTS_CSV, rows, eventId);
  },

  downloadEventFlyer: async (req, reply) => {
    const { eventId } = req.params;
    const detail = await req.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId });
    const event = normaliseEventDetail(detail, eventId);
    // The poster as the legacy holds it, in the configured folder (its /api/posters/ address names the rest).
    const parts = event.posterUrl?.startsWith('/api/posters/')
      ? event.posterUrl.slice('/api/posters/'.length).split('/').map(decodeURIComponent)
      : [];
    const [businessId, posterEvent, file] = parts;
    const path =
      parts.length === 3 && businessId && posterEvent && file
        ? legacyPosterPath(app.config.LEGACY_POSTER_PATH, businessId, posterEvent, file)
        : null;
    const poster = path ? await app.legacyClient.asset(path, req.id).catch(() => null) : null;
    const url = new URL(`/event/${encodeURIComponent(eventId)}/tickets`, app.config.PUBLIC_URL).toString();
    const pdf = await eventFlyerPdf({ event, poster, url });
    reply
      .type('application/pdf')
      .header('content-disposition', attachment(`flyer-event-${eventId}.pdf`))
      .header('cache-control', 'private, no-store');
    return pdf;
  },
});
