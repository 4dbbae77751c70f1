import { z } from 'zod';
import { dashboardCountsSchema, organiserEventSchema } from '../model/organiser.ts';
import { endpoint } from './define.ts';
import { unavailableParts } from './partial.ts';
import { routes } from './routes.ts';

/** An organiser's lists hold every event they ever made; this bounds the answer, not the product. */
export const MAX_ORGANISER_EVENTS = 10_000;

/**
 * The dashboard's counters come from four independent reads, each a part that may be missing:
 * eventCounts (FETCH-EVENT-COUNTS: ongoing, upcoming, past, revenue), campaignCount
 * (CAMPAIGNSTATSUSS), clientCount (NUMBEROFCLIENTELE), deactivatedPromoterCount
 * (NUMBEROFBOOSTERDEACTIVATEDS). Only when none of them can be read does the answer fail.
 */
export const DASHBOARD_COUNTER_PARTS = [
  'campaignCount',
  'clientCount',
  'deactivatedPromoterCount',
  'eventCounts',
] as const;
export type DashboardCounterPart = (typeof DASHBOARD_COUNTER_PARTS)[number];

/** The counters; a part named in `unavailable` has its counters null (the read failed, not unknown). */
export const dashboardCountsAnswerSchema = dashboardCountsSchema.extend({
  unavailable: unavailableParts(DASHBOARD_COUNTER_PARTS),
});
export type DashboardCountsAnswer = z.infer<typeof dashboardCountsAnswerSchema>;

/** The organiser's dashboard and event list (spec part 2, sections 2 and 7). */
export const organiserEventsApi = {
  getDashboardCounts: endpoint({
    ...routes.organiserEvents.getDashboardCounts,
    summary: "The dashboard's counters: events by time, revenue, campaigns, promoters, clients",
    access: ['business'],
    response: dashboardCountsAnswerSchema,
    legacy: ['FETCH-EVENT-COUNTS', 'CAMPAIGNSTATSUSS', 'NUMBEROFCLIENTELE', 'NUMBEROFBOOSTERDEACTIVATEDS'],
  }),
  listOrganiserEvents: endpoint({
    ...routes.organiserEvents.listOrganiserEvents,
    summary:
      "Every event of the logged-in organiser, in date order (/myevents; with view=dashboard the dashboard's table, the legacy's EVENT-LIST, or MYEVENTS when that answers nothing)",
    access: ['business'],
    query: z.object({ view: z.enum(['dashboard']).optional() }),
    response: z.array(organiserEventSchema).max(MAX_ORGANISER_EVENTS),
    legacy: ['EVENT-LIST', 'MYEVENTS'],
  }),
};
