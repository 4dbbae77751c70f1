import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../domain/campaign.ts';
import { CHECKLIST_STEPS, EVENT_LIFECYCLE_STATES } from '../domain/event-checklist.ts';
import { eventSchema } from './event.ts';
import { longText, shortText } from './limits.ts';

// The organiser's event page, /editevent (spec part 2, sections 2, 4 and 7).

const int = z.number().int();

export const eventLifecycleSchema = z.object({
  state: z.enum(EVENT_LIFECYCLE_STATES),
  /** YYYY-MM-DD: when it was postponed, cancelled or deleted; null otherwise. */
  changedOn: shortText().nullable(),
});
export type EventLifecycle = z.infer<typeof eventLifecycleSchema>;

export const eventChecklistSchema = z.object({
  /** Ticket types loaded (CHECKTICKETS). */
  ticketTypesLoaded: int,
  posterUploaded: z.boolean(),
  campaignCreated: z.boolean(),
  campaignStatus: z.enum(CAMPAIGN_STATUSES),
  /** Tickets that may be downloaded again (REPRINTABLETICKETS): above 0 once downloaded. */
  ticketsDownloaded: int,
  /** The first step not yet done; null when all are. */
  next: z.enum(CHECKLIST_STEPS).nullable(),
});
export type EventChecklist = z.infer<typeof eventChecklistSchema>;

/** Everything /editevent shows. */
export const eventOverviewSchema = z.object({
  event: eventSchema,
  lifecycle: eventLifecycleSchema,
  checklist: eventChecklistSchema,
  /** Ticket holders a postponement or cancellation notifies (EVENTSALESDATA). */
  ticketHolders: int,
});
export type EventOverview = z.infer<typeof eventOverviewSchema>;

/** Pausing or resuming: the campaign's status now, and the service's message. */
export const campaignSwitchSchema = z.object({
  campaignStatus: z.enum(CAMPAIGN_STATUSES),
  message: longText().nullable(),
});

export const lifecycleChangeSchema = z.object({
  lifecycle: eventLifecycleSchema,
  /** Ticket holders who were notified. */
  notified: int,
});
export type LifecycleChange = z.infer<typeof lifecycleChangeSchema>;

export const eventDeletionSchema = z.object({ message: longText() });
