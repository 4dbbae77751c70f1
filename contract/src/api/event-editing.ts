import { z } from 'zod';
import { NOT_EDITABLE_REASONS } from '../domain/event-editing.ts';
import { createEventSchema, editEventSchema } from '../forms/events.ts';
import { legacyId } from '../model/ids.ts';
import { LIMITS, lineText } from '../model/limits.ts';
import { privateEventDetailsSchema } from '../model/organiser.ts';
import { endpoint } from './define.ts';
import { unavailableParts } from './partial.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

const eventIdParams = z.object({
  eventId: legacyId(EVENT_ID_MESSAGE),
});

/** The parts of the edit form's answer that may be missing; the private details are the form. */
export const EDITABLE_EVENT_PARTS = ['eventType'] as const;
export type EditableEventPart = (typeof EDITABLE_EVENT_PARTS)[number];

/** What the edit form starts from: the private details, the event type, and whether it may change. */
export const editableEventSchema = privateEventDetailsSchema.extend({
  eventId: z.string().max(LIMITS.short),
  /** EVENTTYPE: the type chosen at creation (it cannot change); null when the legacy gives none. */
  eventType: lineText().nullable(),
  /** Why the event cannot be edited (EVENT_EDIT_MESSAGES has the words); null when it can. */
  notEditable: z.enum(NOT_EDITABLE_REASONS).nullable(),
  /** 'eventType' when EVENTTYPE could not be read (eventType is then null): the form still opens. */
  unavailable: unavailableParts(EDITABLE_EVENT_PARTS),
});
export type EditableEvent = z.infer<typeof editableEventSchema>;

export const refundSettingSchema = z.object({
  refundsAllowed: z.boolean({ error: 'Choose whether refunds are allowed' }),
});

/** Creating and editing an organiser's event (spec part 2, /addevent and /updateeventdetails). */
export const eventEditingApi = {
  createEvent: endpoint({
    ...routes.eventEditing.createEvent,
    summary:
      'Creates an event (no budget, campaign stopped, no poster, no tickets, refunds off); the organiser name defaults to the account name',
    access: ['business'],
    body: createEventSchema,
    // The legacy's answer is not shown in the spec: the new event's id when it names one, else null.
    response: z.object({ ok: z.literal(true), eventId: z.string().max(LIMITS.short).nullable() }),
    status: 201,
    legacy: ['ADDEVENT:ADDEVENT'],
  }),
  getEventDetails: endpoint({
    ...routes.eventEditing.getEventDetails,
    summary: "The organiser's own event as the edit form shows it, with why it cannot be edited, if so",
    access: ['business'],
    params: eventIdParams,
    response: editableEventSchema,
    owner: { owned: 'organiser-event' },
    legacy: ['FETCH-EVENT-DETAILS', 'GET-PRIVATE-EVENT-DETAILS', 'EVENTTYPE', 'CHECKIFEVENTDELETED'],
  }),
  updateEvent: endpoint({
    ...routes.eventEditing.updateEvent,
    summary:
      'Saves the edit form; refused for a past or deleted event, and a refund setting change is refused once tickets have sold',
    access: ['business'],
    params: eventIdParams,
    body: editEventSchema,
    response: editableEventSchema,
    owner: { owned: 'organiser-event' },
    legacy: [
      'FETCH-EVENT-DETAILS',
      'GET-PRIVATE-EVENT-DETAILS',
      'EVENTTYPE',
      'CHECKIFEVENTDELETED',
      'ADDEVENT:UPDATEEVENT',
    ],
  }),
  updateRefundSetting: endpoint({
    ...routes.eventEditing.updateRefundSetting,
    summary:
      'Allows or stops refunds for the event, everything else unchanged; refused once tickets have sold (the setting locks)',
    access: ['business'],
    params: eventIdParams,
    body: refundSettingSchema,
    response: editableEventSchema,
    owner: { owned: 'organiser-event' },
    legacy: [
      'FETCH-EVENT-DETAILS',
      'GET-PRIVATE-EVENT-DETAILS',
      'EVENTTYPE',
      'CHECKIFEVENTDELETED',
      'ADDEVENT:UPDATEEVENT',
    ],
  }),
};
