import { type api, normaliseOrganiserEvents } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { dashboardCounts } from '../domain/dashboard-counts.ts';
import { dashboardEvents, organiserEventRows } from '../domain/organiser-event-list.ts';
import type { DomainRoutes } from '../http/implement.ts';

// The organiser's dashboard and event list. Every account id these operations name is the
// session's (the client fills them); the counters' call reads the legacy's own session.

export const organiserEventsRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.organiserEvents> => ({
  // Each counter is its own part: one that cannot be read is left out and named (dashboardCounts).
  getDashboardCounts: (req) => dashboardCounts(req),

  // The dashboard's table is the legacy's EVENT-LIST (MYEVENTS when it answers nothing); /myevents MYEVENTS.
  listOrganiserEvents: async (req) =>
    req.query.view === 'dashboard'
      ? dashboardEvents(req)
      : normaliseOrganiserEvents(await organiserEventRows(req)),
});
