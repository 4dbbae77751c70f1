import { type api, legacy, normaliseDashboardCounts, normaliseOrganiserEvents } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { organiserEventRows } from '../domain/organiser-event-list.ts';
import type { DomainRoutes } from '../http/implement.ts';

// The organiser's dashboard and event list. Every account id these operations name is the
// session's (the client fills them); the counters' call reads the legacy's own session.

export const organiserEventsRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.organiserEvents> => ({
  getDashboardCounts: async (req) => {
    const [events, campaigns, clients, deactivatedPromoters] = await Promise.all([
      req.legacy(legacy.FETCH_EVENT_COUNTS),
      req.legacy(legacy.CAMPAIGNSTATSUSS),
      req.legacy(legacy.NUMBEROFCLIENTELE),
      req.legacy(legacy.NUMBEROFBOOSTERDEACTIVATEDS),
    ]);
    return normaliseDashboardCounts({ events, campaigns, clients, deactivatedPromoters });
  },

  listOrganiserEvents: async (req) => normaliseOrganiserEvents(await organiserEventRows(req)),
});
