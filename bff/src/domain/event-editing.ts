import {
  type EditableEvent,
  type EditableEventPart,
  EVENT_EDIT_MESSAGES,
  isLegacyId,
  legacy,
  normaliseEventDeletionStatus,
  normaliseEventTypeAnswer,
  normalisePrivateEventDetails,
  notEditableReason,
  text,
} from '@tix/contract';
import type { createEventSchema, editEventSchema } from '@tix/contract/forms/events';
import type { z } from 'zod';
import { HttpProblem, problem } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { Parts, type PartsPort } from './partial-reads.ts';

// Creating and editing an organiser's event. The organiser name defaults to the account's name;
// a past or deleted event is never sent to the legacy for editing, and the refund setting cannot
// change once the first ticket sold (the legacy's refundPolicyLocked).

type CreateInput = z.output<typeof createEventSchema>;
type EditInput = z.output<typeof editEventSchema>;

const refused = (detail: string) => new HttpProblem(problem(422, 'Not allowed', detail));

/** ADDEVENT: the new event has no budget, a stopped campaign, no poster and no tickets. */
export async function createEvent(
  port: LegacyPort,
  input: CreateInput,
  accountName: string,
): Promise<string | null> {
  const answer = await port.legacy(legacy.ADDEVENT_ADDEVENT, {
    event: input.eventName,
    customOrganiserName: input.organiserName || accountName,
    venue: input.venue,
    theme: input.theme,
    expected: input.expectedAttendees,
    startdate: input.startDate,
    enddate: input.endDate,
    starttime: input.startTime,
    endtime: input.endTime,
    description: input.description,
    eventtype: input.eventType,
    province: input.province,
  });
  // The answer is not shown in the spec: an id is used only when it can be one (ids are opaque).
  const id =
    typeof answer === 'object' && answer !== null ? text((answer as Record<string, unknown>).eventid) : null;
  return id && isLegacyId(id) ? id : null;
}

/** The event as the edit form starts from it, with why it cannot be edited (if so). */
export async function readEditableEvent(
  port: PartsPort,
  eventId: string,
  today: string,
): Promise<EditableEvent> {
  // The event type is shown, never sent back (it cannot change): a missing one leaves the form
  // usable, so EVENTTYPE is a part; the details and the deletion status are the form's rules.
  const parts = new Parts<EditableEventPart>(port.log);
  const [details, type, deletion] = await Promise.all([
    port.legacy(legacy.GET_PRIVATE_EVENT_DETAILS, { eventid: eventId }),
    parts.read('eventType', legacy.EVENTTYPE, port.legacy(legacy.EVENTTYPE, { eventid: eventId }), {
      usable: (answer) => normaliseEventTypeAnswer(answer) !== null,
    }),
    port.legacy(legacy.CHECKIFEVENTDELETED, { eventid: eventId }),
  ]);
  const event = normalisePrivateEventDetails(details);
  const status = normaliseEventDeletionStatus(deletion);
  return {
    ...event,
    eventId,
    eventType: type === undefined ? null : normaliseEventTypeAnswer(type),
    notEditable: notEditableReason({ deleted: status.deleted, day: event.day ?? status.day }, today),
    ...parts.marker(),
  };
}

/** Refuses a past or deleted event, and a refund setting change once it is locked. */
function assertMayChange(current: EditableEvent, refundsAllowed: boolean | undefined): void {
  if (current.notEditable) throw refused(EVENT_EDIT_MESSAGES[current.notEditable]);
  if (refundsAllowed !== undefined && refundsAllowed !== current.refundsAllowed && current.refundPolicyLocked)
    throw refused(EVENT_EDIT_MESSAGES.refundsLocked);
}

/** UPDATEEVENT with the edit form's values; `refundsAllowed` left out keeps the current setting. */
export async function updateEvent(
  port: LegacyPort,
  current: EditableEvent,
  input: EditInput,
  accountName: string,
): Promise<void> {
  assertMayChange(current, input.refundsAllowed);
  await port.legacy(legacy.ADDEVENT_UPDATEEVENT, {
    eventid: current.eventId,
    event: input.eventName,
    customOrganiserName: input.organiserName || accountName,
    venue: input.venue,
    theme: input.theme,
    expected: input.expectedAttendees,
    startdate: input.startDate,
    enddate: input.endDate,
    starttime: input.startTime,
    endtime: input.endTime,
    description: input.description,
    refunds_allowed: (input.refundsAllowed ?? current.refundsAllowed) ? 1 : 0,
  });
}

/** UPDATEEVENT with everything as it is but the refund setting. */
export async function updateRefundSetting(
  port: LegacyPort,
  current: EditableEvent,
  refundsAllowed: boolean,
  accountName: string,
): Promise<void> {
  assertMayChange(current, refundsAllowed);
  await port.legacy(legacy.ADDEVENT_UPDATEEVENT, {
    eventid: current.eventId,
    event: current.name,
    customOrganiserName: current.organiserName ?? accountName,
    venue: current.venue ?? '',
    theme: current.theme ?? 'N/A',
    expected: current.expectedAttendees ?? 0,
    startdate: current.day ?? '',
    enddate: current.finishDay ?? current.day ?? '',
    starttime: current.startTime ?? '',
    endtime: current.finishTime ?? '',
    description: current.description ?? '',
    refunds_allowed: refundsAllowed ? 1 : 0,
  });
}
