import { type api, legacy, normaliseEventDetail } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { loadTickets, readTicketTiers } from '../domain/event-setup.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { readPosterUpload } from '../http/poster-upload.ts';
import { forgetPublicEventReads } from '../http/public-reads.ts';
import { orNull } from '../legacy/not-found.ts';

// Loading an organiser's own event with tickets and a poster. The event's ownership is checked
// before each handler (organiser-event); the account ids the operations name are the session's.

export const eventSetupRoutes = (app: FastifyInstance): DomainRoutes<typeof api.eventSetup> => {
  const forgetPublic = (eventId: string) => forgetPublicEventReads(app, eventId);

  return {
    getTicketTiers: async (req) => readTicketTiers(req, req.params.eventId),

    loadTickets: async (req) => {
      const result = await loadTickets(req, req.params.eventId, req.body);
      forgetPublic(req.params.eventId);
      return result;
    },

    uploadPoster: async (req) => {
      const { eventId } = req.params;
      const poster = await readPosterUpload(req);
      await req.legacy(
        legacy.POSTERUPLOAD,
        { eventid: eventId },
        { files: { file: new File([new Uint8Array(poster.data)], poster.name, { type: poster.type }) } },
      );
      forgetPublic(eventId);
      // The ownership check read the event before the upload: read it again for the new poster.
      req.legacyReads.clear();
      const detail = await orNull(req.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }));
      const posterUrl = detail === null ? null : normaliseEventDetail(detail, eventId).posterUrl;
      return { posterUrl };
    },
  };
};
