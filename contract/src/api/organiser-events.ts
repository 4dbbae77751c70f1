import { z } from 'zod';
import { dashboardCountsSchema, organiserEventSchema } from '../model/organiser.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';

/** An organiser's lists hold every event they ever made; this bounds the answer, not the product. */
export const MAX_ORGANISER_EVENTS = 10_000;

/** The organiser's dashboard and event list (spec part 2, sections 2 and 7). */
export const organiserEventsApi = {
  getDashboardCounts: endpoint({
    ...routes.organiserEvents.getDashboardCounts,
    summary: "The dashboard's counters: events by time, revenue, campaigns, promoters, clients",
    access: ['business'],
    response: dashboardCountsSchema,
    legacy: ['FETCH-EVENT-COUNTS', 'CAMPAIGNSTATSUSS', 'NUMBEROFCLIENTELE', 'NUMBEROFBOOSTERDEACTIVATEDS'],
  }),
  listOrganiserEvents: endpoint({
    ...routes.organiserEvents.listOrganiserEvents,
    summary: "Every event of the logged-in organiser, in date order (the dashboard's table, /myevents)",
    access: ['business'],
    response: z.array(organiserEventSchema).max(MAX_ORGANISER_EVENTS),
    legacy: ['MYEVENTS'],
  }),
};
