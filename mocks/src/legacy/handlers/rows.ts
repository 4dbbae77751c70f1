import type { RawEventRow, RawTicketType } from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import type { EventRecord, StandinData, TicketTypeRecord } from '../model.ts';

// Records as the legacy's MySQL rows arrive: ids and money as strings, both spellings of the
// fields the old screens disagree on.

export function eventRow(event: EventRecord, data: StandinData): RawEventRow {
  const business = data.businesses.find((b) => b.id === event.businessId);
  return {
    eventid: String(event.id),
    businessid: String(event.businessId),
    indexid: String(event.id),
    event_name: event.name,
    eventname: event.name,
    event_day: event.day,
    eventday: event.day,
    finish_day: event.finishDay,
    start_time: event.startTime,
    finish_time: event.finishTime,
    event_location: event.venue,
    event_des: event.description,
    eventcategory: event.category,
    province: event.province,
    event_theme: event.theme,
    poster: event.poster,
    thumbnail: event.poster,
    balance: centsToLegacyRand(event.balanceCents),
    budget: centsToLegacyRand(event.budgetCents),
    businessname: business?.name ?? '',
    organiser: business?.name ?? '',
    is_sponsorship: event.sponsored ? '1' : '0',
    campaignStatus: event.campaignStatus,
    campaignstatus: event.campaignStatus,
    eventstatus: event.state,
    postponed_at: event.postponedAt,
    cancelled_at: event.cancelledAt,
  };
}

/** FETCH-EVENT-DETAILS' answer: camelCase, and fewer fields than a list row (no category, province or organiser name). */
export function eventDetailRow(event: EventRecord) {
  return {
    eventid: String(event.id),
    description: event.description,
    venue: event.venue,
    eventName: event.name,
    eventDate: event.day,
    startTime: event.startTime,
    endTime: event.finishTime,
    poster: event.poster,
    businessId: String(event.businessId),
    campaignStatus: event.campaignStatus,
    balance: centsToLegacyRand(event.balanceCents),
  };
}

export function ticketRow(ticket: TicketTypeRecord): RawTicketType {
  return {
    id: ticket.id,
    ticketid: String(ticket.id),
    ticketref: ticket.ref,
    ticket_cat: ticket.tier,
    price: centsToLegacyRand(ticket.priceCents),
    kids_price: centsToLegacyRand(ticket.kidsPriceCents),
    avail_tickets: ticket.adultsAvailable,
    kids_tickets: ticket.kidsAvailable,
    sold: String(ticket.adultsSold),
    kids_sold: String(ticket.kidsSold),
  };
}

/** Events in date order, then by id, as the legacy's `ORDER BY event_day` gives them. */
export const byDate = (a: EventRecord, b: EventRecord) => a.day.localeCompare(b.day) || a.id - b.id;

/** A list, or the legacy's `{val: 0}` when it is empty. */
export const listOrVal = <T>(rows: T[]): T[] | { val: 0 } => (rows.length > 0 ? rows : { val: 0 });

/** A numeric id parameter ('' or absent means none). */
export function idParam(value: number | string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}
