import { z } from 'zod';
import { eventSchema, ticketTierSchema } from './event.ts';
import { lineText, longText, shortText } from './limits.ts';

// The organiser's dashboard and event pages (spec part 2, sections 2 and 3).

const int = z.number().int();

/** FETCH-EVENT-COUNTS: the dashboard's event counters; a count is null when the answer lacked it. */
export const eventCountsSchema = z.object({
  ongoing: int.nullable(),
  upcoming: int.nullable(),
  past: int.nullable(),
  /** Labelled Outflow in one place; null when the legacy sends none. */
  revenueCents: int.nullable(),
});
export type EventCounts = z.infer<typeof eventCountsSchema>;

/** Every dashboard counter, gathered from four calls; null where an answer lacked its count. */
export const dashboardCountsSchema = eventCountsSchema.extend({
  campaignCount: int.nullable(),
  clientCount: int.nullable(),
  deactivatedPromoterCount: int.nullable(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** An event as the organiser's lists (MYEVENTS, EVENT-LIST) show it: the browse event plus figures. */
export const organiserEventSchema = eventSchema.extend({
  /** null: the legacy sent no budget; 0 or less shows the 'draft' badge. */
  budgetCents: int.nullable(),
  /** The legacy's eventstatus, lower case (the badge shows it so). */
  status: shortText().nullable(),
  ticketsSold: int,
  admissions: int,
  salesCents: int.nullable(),
  payoutStatus: shortText().nullable(),
  /** The legacy's activation number; its meaning for events is not shown in the spec. */
  activation: int.nullable(),
  expectedAttendees: int.nullable(),
  thumbnailUrl: longText().nullable(),
  /** Balance transfers may target only events whose index is below 1. */
  indexId: int.nullable(),
});
export type OrganiserEvent = z.infer<typeof organiserEventSchema>;

/** GET-PRIVATE-EVENT-DETAILS: what the edit form starts from. */
export const privateEventDetailsSchema = z.object({
  name: lineText(),
  organiserName: lineText().nullable(),
  venue: lineText().nullable(),
  theme: lineText().nullable(),
  description: longText().nullable(),
  expectedAttendees: int.nullable(),
  day: shortText().nullable(),
  finishDay: shortText().nullable(),
  startTime: shortText().nullable(),
  finishTime: shortText().nullable(),
  refundsAllowed: z.boolean(),
  refundPolicyLocked: z.boolean(),
});
export type PrivateEventDetails = z.infer<typeof privateEventDetailsSchema>;

/** One tier as loaded by the organiser (GETVVIPDETAILS, GETVIPDETAILS, GETGENDETAILS). */
export const tierDetailsSchema = z.object({
  tier: ticketTierSchema,
  adultPriceCents: int.nullable(),
  adultsLoaded: int,
  kidsPriceCents: int.nullable(),
  kidsLoaded: int,
});
export type TierDetails = z.infer<typeof tierDetailsSchema>;

/** A buyer in the organiser's customer list (CLIENTELE). */
export const organiserCustomerSchema = z.object({
  id: shortText(),
  firstName: lineText().nullable(),
  lastName: lineText().nullable(),
  fullName: lineText(),
  phone: shortText().nullable(),
  email: lineText().nullable(),
});
export type OrganiserCustomer = z.infer<typeof organiserCustomerSchema>;
