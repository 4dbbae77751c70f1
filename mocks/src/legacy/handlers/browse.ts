import * as legacy from '@tix/contract/legacy/index';
import { saDay } from '../clock.ts';
import { type EventRecord, isPubliclyListed, type StandinData } from '../model.ts';
import { rankingHandlers } from './browse-rankings.ts';
import { transferIndexId } from './campaigns.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { byDate, eventDetailRow, eventRow, idParam, listOrVal, ticketRow } from './rows.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function findEvent(data: StandinData, eventId: number | string): EventRecord | undefined {
  const id = idParam(eventId);
  return data.events.find((e) => e.id === id);
}

function matchesSearch(data: StandinData, event: EventRecord, needle: string): boolean {
  const organiser = data.businesses.find((b) => b.id === event.businessId)?.name ?? '';
  return [event.name, event.venue, event.category, organiser].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

export const browseHandlers: readonly RegisteredHandler[] = [
  handle(legacy.PROVINCES, (_params, { data }) =>
    data.provinces.map((p) => ({ provinceid: String(p.id), province: p.name })),
  ),

  handle(legacy.EVENTCATEGORY, ({ limit }, { data }) => {
    const categories = typeof limit === 'number' ? data.categories.slice(0, limit) : data.categories;
    return listOrVal(categories.map((category) => ({ category })));
  }),

  handle(legacy.EVENTS, ({ category, province }, { data }) => {
    const wanted = data.provinces.find(
      (p) => province && (same(p.name, province) || String(p.id) === province.trim()),
    );
    const events = data.events.filter(
      (e) =>
        isPubliclyListed(e) &&
        (!category || same(e.category, category)) &&
        (!province || (wanted !== undefined && e.province === wanted.name)),
    );
    return listOrVal(events.sort(byDate).map((e) => eventRow(e, data)));
  }),

  handle(legacy.SEARCHEVENTS, ({ search, businessid, campaignid }, { data, now }) => {
    const needle = search.trim().toLowerCase();
    const business = idParam(businessid);
    const events = data.events.filter(
      (e) =>
        // The organiser's search (businessid) finds all their own events; the public's only listed ones.
        (business === null ? isPubliclyListed(e) : e.businessId === business) &&
        matchesSearch(data, e, needle),
    );
    // Under a campaign (a balance transfer's search), indexid below 1 marks the events it may go to.
    const under = campaignid !== undefined && campaignid !== '';
    const today = saDay(now());
    return listOrVal(
      events
        .sort(byDate)
        .map((e) =>
          under
            ? { ...eventRow(e, data), indexid: transferIndexId(data, campaignid, e, today) }
            : eventRow(e, data),
        ),
    );
  }),

  handle(legacy.FETCH_EVENT_DETAILS, ({ eventid }, { data }) => {
    const event = findEvent(data, eventid);
    // The legacy's usual "no rows" answer (docs/decisions/0007-nothing-is-not-found.md).
    return event ? eventDetailRow(event) : { val: 0 as const };
  }),

  handle(legacy.TICKETS, ({ eventid }, { data }) => {
    const event = findEvent(data, eventid);
    const tickets = event ? data.ticketTypes.filter((t) => t.eventId === event.id) : [];
    return listOrVal(tickets.map(ticketRow));
  }),

  handle(legacy.GETNUMBEROFLIKES, ({ eventid }, { data }) => ({
    likes: findEvent(data, eventid)?.likes ?? 0,
  })),

  handle(legacy.LOG_EVENT_CLICKS, ({ event_id }, { data }) => {
    const event = findEvent(data, event_id);
    if (event) event.clicks += 1;
    return { status: 'success' };
  }),

  handle(legacy.INSERTIMPRESSION, ({ eventid, businessid, clientid, device, browser }, { data, now }) => {
    const event = findEvent(data, eventid);
    if (!event) return { status: 'failed', message: 'Unknown event' };
    data.impressions.push({
      eventId: event.id,
      businessId: Number(businessid),
      clientId: clientid,
      device,
      browser,
      at: now().toISOString(),
    });
    return { status: 'success' };
  }),

  // The affiliate link's invitation; PHP's fetch of a missing row gives nulls.
  handle(legacy.AFFILIATEDETAILS, ({ affiliateid }, { data }) => {
    const partner = data.partners.find((p) => p.affiliateId === affiliateid.trim());
    return partner
      ? { affiliate: partner.name, email: partner.email, phone: partner.phone }
      : { affiliate: null, email: null, phone: null };
  }),

  ...rankingHandlers,
];
