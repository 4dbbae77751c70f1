import type { RawRankingRow, RawTicketType } from '../legacy/browse.ts';
import type { RawEventRow } from '../legacy/index.ts';
import { isNothing, type Nothing } from '../legacy/raw.ts';
import type {
  AffiliateInvite,
  Category,
  Event,
  Province,
  Ranking,
  TicketTier,
  TicketType,
} from '../model/index.ts';
import { day, flag, id, integer, randToCents, text } from './values.ts';

/** Where the BFF serves a poster: it proxies the legacy's path built from the same parts. */
export function posterUrl(businessId: string, eventId: string, file: unknown): string | null {
  const name = text(file);
  if (!name || !businessId || !eventId) return null;
  if (/^https?:\/\//.test(name)) return name;
  return `/api/posters/${encodeURIComponent(businessId)}/${encodeURIComponent(eventId)}/${encodeURIComponent(name)}`;
}

export function normaliseEvent(raw: RawEventRow): Event {
  const eventId = id(raw.eventid);
  const businessId = id(raw.businessid);
  return {
    id: eventId,
    businessId,
    name: text(raw.event_name) ?? text(raw.eventname) ?? '',
    day: day(raw.event_day) ?? day(raw.eventday) ?? '',
    finishDay: day(raw.finish_day),
    startTime: text(raw.start_time),
    finishTime: text(raw.finish_time),
    venue: text(raw.event_location),
    description: text(raw.event_des),
    category: text(raw.eventcategory),
    province: text(raw.province),
    balanceCents: randToCents(raw.balance),
    businessName: text(raw.businessname) ?? text(raw.organiser),
    sponsored: flag(raw.is_sponsorship),
    campaignStatus: (text(raw.campaignStatus) ?? text(raw.campaignstatus) ?? 'stop').toLowerCase(),
    posterUrl: posterUrl(businessId, eventId, raw.poster),
    theme: text(raw.event_theme),
  };
}

/** A list answer, or any of PHP's forms of nothing (raw.ts), to a plain array. */
export function rows<T>(raw: readonly T[] | Nothing): readonly T[] {
  return isNothing(raw) || !Array.isArray(raw) ? [] : raw;
}

export const normaliseEvents = (raw: readonly RawEventRow[] | Nothing): Event[] =>
  rows(raw).map(normaliseEvent);

export const normaliseProvince = (raw: { provinceid: number | string; province: string }): Province => ({
  id: id(raw.provinceid),
  name: raw.province,
});

export const normaliseCategory = (raw: { category: string }): Category => ({ name: raw.category });

const TIERS: readonly TicketTier[] = ['vvip', 'vip', 'general'];
export function normaliseTicketType(raw: RawTicketType): TicketType {
  const tier = raw.ticket_cat.trim().toLowerCase();
  const sold = integer(raw.sold);
  const kidsSold = integer(raw.kids_sold);
  return {
    id: id(raw.ticketid),
    ref: text(raw.ticketref),
    tier: TIERS.find((t) => t === tier) ?? 'general',
    adultPriceCents: randToCents(raw.price) ?? 0,
    kidsPriceCents: randToCents(raw.kids_price),
    adultsAvailable: integer(raw.avail_tickets),
    kidsAvailable: integer(raw.kids_tickets),
    adultsSold: sold,
    kidsSold,
  };
}

type RawEventDetail = {
  eventid?: number | string | undefined;
  description?: unknown;
  venue?: unknown;
  eventName: string;
  eventDate: string;
  startTime?: unknown;
  endTime?: unknown;
  poster?: unknown;
  businessId: number | string;
  campaignStatus?: unknown;
  balance?: number | string | null | undefined;
};

/** FETCH-EVENT-DETAILS speaks camelCase and carries fewer fields than the list rows. */
export function normaliseEventDetail(raw: RawEventDetail, eventId: string): Event {
  const businessId = id(raw.businessId);
  return {
    id: id(raw.eventid) || eventId,
    businessId,
    name: raw.eventName,
    day: day(raw.eventDate) ?? '',
    finishDay: null,
    startTime: text(raw.startTime),
    finishTime: text(raw.endTime),
    venue: text(raw.venue),
    description: text(raw.description),
    category: null,
    province: null,
    balanceCents: randToCents(raw.balance),
    businessName: null,
    sponsored: false,
    campaignStatus: (text(raw.campaignStatus) ?? 'stop').toLowerCase(),
    posterUrl: posterUrl(businessId, eventId, raw.poster),
    theme: null,
  };
}

/** A count the legacy may leave out or send as text: null when it is not a number. */
function optionalInteger(value: unknown): number | null {
  if (text(value) === null) return null;
  const n = integer(value, Number.NaN);
  return Number.isNaN(n) ? null : n;
}

/**
 * One ranking row. `ranks` is the position when the legacy sends it, otherwise the row's place
 * in the list; the poster needs the event and organiser ids, which rows may carry beside it.
 */
export function normaliseRanking(raw: RawRankingRow, index: number): Ranking {
  const rank = optionalInteger(raw.ranks);
  return {
    rank: rank !== null && rank >= 1 ? rank : index + 1,
    eventName: text(raw.event_name),
    posterUrl: posterUrl(id(raw.businessid), id(raw.eventid), raw.poster),
    quantity: optionalInteger(raw.quantity),
    province: text(raw.province),
    count: optionalInteger(raw.count),
    region: text(raw.regions),
  };
}

export const normaliseRankings = (raw: readonly RawRankingRow[] | Nothing): Ranking[] =>
  rows(raw)
    .map(normaliseRanking)
    .sort((a, b) => a.rank - b.rank);

/** AFFILIATEDETAILS for the invitation modal; null when the legacy knows no such affiliate. */
export function normaliseAffiliateInvite(
  raw: { affiliate?: unknown; email?: unknown; phone?: unknown } | Nothing,
  affiliateId: string,
): AffiliateInvite | null {
  if (isNothing(raw)) return null;
  const name = text(raw.affiliate);
  return name ? { affiliateId, name, email: text(raw.email), phone: text(raw.phone) } : null;
}
