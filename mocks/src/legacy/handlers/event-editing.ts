import * as legacy from '@tix/contract/legacy/index';
import { refundSettingsOf } from '../../flows/refunds.ts';
import { saDateTime } from '../clock.ts';
import type { EventRecord, StandinData } from '../model.ts';
import { handle, type ParamsOf, type RegisteredHandler, StandinError } from './define.ts';
import { idParam } from './rows.ts';

// Creating and editing an organiser's event (ADDEVENT and its UPDATEEVENT subquery) and the reads
// of the edit form. A new event has no budget, a stopped campaign, no poster, no tickets, and
// refunds off. The refund setting locks at the first paid purchase: after that UPDATEEVENT keeps
// the setting in place, as the spec's refund rule says.

export const EVENT_EDITING_TEXT = { notFound: 'Event not found.' } as const;

const findEvent = (data: StandinData, eventid: number | string) => {
  const id = idParam(eventid);
  return data.events.find((e) => e.id === id);
};

/** Locked once the event has a paid purchase. */
export const refundPolicyLocked = (data: StandinData, eventId: number): boolean =>
  data.purchases.some((p) => p.eventId === eventId && p.status === 'paid');

function setRefundsAllowed(data: StandinData, eventId: number, allowed: boolean): void {
  const row = data.refundSettings.find((s) => s.eventId === eventId);
  if (row) row.refundsAllowed = allowed;
  else
    data.refundSettings.push({
      ...refundSettingsOf(data.refundSettings, eventId),
      eventId,
      refundsAllowed: allowed,
    });
}

/** GET-PRIVATE-EVENT-DETAILS' answer, camelCase like FETCH-EVENT-DETAILS. */
export function privateEventDetailsRow(event: EventRecord, data: StandinData) {
  const business = data.businesses.find((b) => b.id === event.businessId);
  return {
    description: event.description,
    eventName: event.name,
    customOrganiserName: event.organiserName ?? business?.name ?? '',
    eventLocation: event.venue,
    theme: event.theme || 'N/A',
    numOfAttendees: event.expected === undefined ? '' : String(event.expected),
    eventDate: event.day,
    endDate: event.finishDay,
    startTime: event.startTime,
    endTime: event.finishTime,
    refundsAllowed: refundSettingsOf(data.refundSettings, event.id).refundsAllowed ? '1' : '0',
    refundPolicyLocked: refundPolicyLocked(data, event.id) ? '1' : '0',
  };
}

/** The record ADDEVENT creates (MSW builds its created events with it too). */
export function newEventRecord(
  p: ParamsOf<typeof legacy.ADDEVENT_ADDEVENT>,
  id: number,
  businessId: number,
  createdAt: string,
): EventRecord {
  return {
    id,
    businessId,
    name: p.event,
    category: p.eventtype,
    province: p.province,
    venue: p.venue,
    description: p.description,
    theme: p.theme,
    day: p.startdate,
    finishDay: p.enddate,
    startTime: p.starttime,
    finishTime: p.endtime,
    poster: '',
    budgetCents: 0,
    balanceCents: 0,
    sponsored: false,
    campaignStatus: 'stop',
    state: 'active',
    postponedAt: null,
    cancelledAt: null,
    likes: 0,
    clicks: 0,
    createdAt,
    ...(p.customOrganiserName ? { organiserName: p.customOrganiserName } : {}),
    expected: Number(p.expected),
    deletedAt: null,
  };
}

export const eventEditingHandlers: readonly RegisteredHandler[] = [
  handle(legacy.ADDEVENT_ADDEVENT, (p, ctx) => {
    const { data } = ctx;
    const businessId = idParam(p.accountid);
    if (businessId === null || !data.businesses.some((b) => b.id === businessId))
      throw new StandinError(401, 'Log in as an organiser to add an event.');
    const event = newEventRecord(
      p,
      Math.max(0, ...data.events.map((e) => e.id)) + 1,
      businessId,
      saDateTime(ctx.now()),
    );
    data.events.push(event);
    setRefundsAllowed(data, event.id, false);
    return { status: 'success', message: 'Event created successfully', eventid: String(event.id) };
  }),

  handle(legacy.ADDEVENT_UPDATEEVENT, (p, { data }) => {
    const event = findEvent(data, p.eventid);
    if (!event || event.businessId !== idParam(p.accountid))
      throw new StandinError(404, EVENT_EDITING_TEXT.notFound);
    event.name = p.event;
    if (p.customOrganiserName) event.organiserName = p.customOrganiserName;
    event.venue = p.venue;
    event.theme = p.theme;
    event.expected = Number(p.expected);
    event.day = p.startdate;
    event.finishDay = p.enddate;
    event.startTime = p.starttime;
    event.finishTime = p.endtime;
    event.description = p.description;
    if (!refundPolicyLocked(data, event.id)) {
      const allowed = ['1', 'true', 'yes'].includes(String(p.refunds_allowed).toLowerCase());
      setRefundsAllowed(data, event.id, allowed);
    }
    return { status: 'success', message: 'Event updated successfully' };
  }),

  handle(legacy.GET_PRIVATE_EVENT_DETAILS, ({ eventid }, { data }) => {
    const event = findEvent(data, eventid);
    return event ? privateEventDetailsRow(event, data) : {};
  }),

  handle(legacy.EVENTTYPE, ({ eventid }, { data }) => {
    const event = findEvent(data, eventid);
    return event ? { eventtype: event.category } : {};
  }),
];
