import { api } from '@tix/contract/api/index';
import { EVENT_EDIT_MESSAGES } from '@tix/contract/domain/event-editing';
import { createdEvent, nextEventId } from '../fixtures/event-editing.ts';
import { answer, problem } from '../respond.ts';
import { getMockSession, organiserState } from '../state.ts';

// Creating and editing the demo organiser's events, kept in the mock state: a created event joins
// GET /api/organiser/events, an edit shows in the next read. The BFF's refusals, in its words.

const NOT_YOURS = 'We could not find that among your account’s records.';
const refused = (detail: string) => problem(422, 'Not allowed', detail);
const notFound = () => problem(404, 'Not found', NOT_YOURS);
const accountName = () => {
  const session = getMockSession();
  return session.loggedIn ? session.accountName : '';
};

export const eventEditing = {
  createEvent: answer(api.eventEditing.createEvent, ({ body }) => {
    const state = organiserState();
    const id = nextEventId(state.created.length);
    const { row, details } = createdEvent(body, id, accountName());
    state.created.push(row);
    state.details[row.id] = details;
    return { ok: true as const, eventId: row.id };
  }),

  getEventDetails: answer(api.eventEditing.getEventDetails, ({ params }) => {
    return organiserState().details[params.eventId] ?? notFound();
  }),

  updateEvent: answer(api.eventEditing.updateEvent, ({ params, body }) => {
    const current = organiserState().details[params.eventId];
    if (!current) return notFound();
    if (current.notEditable) return refused(EVENT_EDIT_MESSAGES[current.notEditable]);
    const refundsAllowed = body.refundsAllowed ?? current.refundsAllowed;
    if (refundsAllowed !== current.refundsAllowed && current.refundPolicyLocked)
      return refused(EVENT_EDIT_MESSAGES.refundsLocked);
    const next = {
      ...current,
      name: body.eventName,
      organiserName: body.organiserName || accountName(),
      venue: body.venue,
      theme: body.theme,
      expectedAttendees: body.expectedAttendees,
      day: body.startDate,
      finishDay: body.endDate,
      startTime: body.startTime,
      finishTime: body.endTime,
      description: body.description,
      refundsAllowed,
    };
    organiserState().details[params.eventId] = next;
    return next;
  }),

  updateRefundSetting: answer(api.eventEditing.updateRefundSetting, ({ params, body }) => {
    const current = organiserState().details[params.eventId];
    if (!current) return notFound();
    if (current.notEditable) return refused(EVENT_EDIT_MESSAGES[current.notEditable]);
    if (body.refundsAllowed !== current.refundsAllowed && current.refundPolicyLocked)
      return refused(EVENT_EDIT_MESSAGES.refundsLocked);
    const next = { ...current, refundsAllowed: body.refundsAllowed };
    organiserState().details[params.eventId] = next;
    return next;
  }),
};
