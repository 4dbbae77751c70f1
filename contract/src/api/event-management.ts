import { z } from 'zod';
import { cancelEventSchema, postponeEventSchema } from '../forms/event-status.ts';
import {
  campaignSwitchSchema,
  eventChecklistSchema,
  eventDeletionSchema,
  eventOverviewSchema,
  lifecycleChangeSchema,
} from '../model/event-management.ts';
import { legacyId } from '../model/ids.ts';
import { endpoint } from './define.ts';
import { unavailableParts } from './partial.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

const eventParams = z.object({
  eventId: legacyId(EVENT_ID_MESSAGE),
});
const owner = { owned: 'organiser-event' } as const;

/**
 * The parts of /editevent that may be missing: the checklist (CHECKTICKETS, GET-CAMPAIGN-STATUS,
 * CHECKCAMPAIGN, REPRINTABLETICKETS) and the ticket holders (EVENTSALESDATA). The event and its
 * lifecycle (FETCH-EVENT-DETAILS, CHECKIFEVENTDELETED) are the page: without them it fails.
 */
export const EVENT_OVERVIEW_PARTS = ['checklist', 'ticketHolders'] as const;
export type EventOverviewPart = (typeof EVENT_OVERVIEW_PARTS)[number];

/** The overview as the BFF answers it: a missing part is absent and named in `unavailable`. */
export const eventOverviewAnswerSchema = eventOverviewSchema.extend({
  checklist: eventChecklistSchema.optional(),
  ticketHolders: z.number().int().optional(),
  unavailable: unavailableParts(EVENT_OVERVIEW_PARTS),
});
export type EventOverviewAnswer = z.infer<typeof eventOverviewAnswerSchema>;

/** The organiser's event page, /editevent: its overview and lifecycle (spec part 2, sections 2, 4, 7, 8). */
export const eventManagementApi = {
  getEventOverview: endpoint({
    ...routes.eventManagement.getEventOverview,
    summary:
      'One of the organiser’s events as /editevent shows it: details, lifecycle state, checklist facts, ticket holders',
    access: ['business'],
    params: eventParams,
    response: eventOverviewAnswerSchema,
    owner,
    legacy: [
      'FETCH-EVENT-DETAILS',
      'CHECKIFEVENTDELETED',
      'CHECKTICKETS',
      'GET-CAMPAIGN-STATUS',
      'CHECKCAMPAIGN',
      'REPRINTABLETICKETS',
      'EVENTSALESDATA',
    ],
  }),
  toggleCampaign: endpoint({
    ...routes.eventManagement.toggleCampaign,
    summary:
      'Pauses a running campaign or resumes a stopped one; refused on deleted, cancelled or past events',
    access: ['business'],
    params: eventParams,
    response: campaignSwitchSchema,
    owner,
    legacy: ['FETCH-EVENT-DETAILS', 'CHECKIFEVENTDELETED', 'RESUMECAMPAIGN'],
  }),
  postponeEvent: endpoint({
    ...routes.eventManagement.postponeEvent,
    summary: 'Postpones the event; every ticket holder is told the reason and the message',
    access: ['business'],
    params: eventParams,
    body: postponeEventSchema,
    response: lifecycleChangeSchema,
    owner,
    legacy: [
      'FETCH-EVENT-DETAILS',
      'CHECKIFEVENTDELETED',
      'EVENTSALESDATA',
      'POSTPONE',
      'GET-CAMPAIGN-STATUS',
      'RESUMECAMPAIGN',
    ],
  }),
  cancelEvent: endpoint({
    ...routes.eventManagement.cancelEvent,
    summary: 'Cancels the event, for good; every ticket holder is told the reason and the message',
    access: ['business'],
    params: eventParams,
    body: cancelEventSchema,
    response: lifecycleChangeSchema,
    owner,
    legacy: [
      'FETCH-EVENT-DETAILS',
      'CHECKIFEVENTDELETED',
      'EVENTSALESDATA',
      'POSTPONE',
      'GET-CAMPAIGN-STATUS',
      'RESUMECAMPAIGN',
    ],
  }),
  deleteEvent: endpoint({
    ...routes.eventManagement.deleteEvent,
    summary: 'Deletes the event; answers the service’s message. Refused on past or deleted events',
    access: ['business'],
    params: eventParams,
    response: eventDeletionSchema,
    owner,
    legacy: ['FETCH-EVENT-DETAILS', 'CHECKIFEVENTDELETED', 'DELETEEVENT'],
  }),
};
