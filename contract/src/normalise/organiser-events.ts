import type {
  AnswerOf,
  CHECKTICKETS,
  EVENT_LIST,
  EVENTSALESDATA,
  GET_PRIVATE_EVENT_DETAILS,
  GETGENDETAILS,
  GETVIPDETAILS,
  GETVVIPDETAILS,
  LegacyRawOf,
  MYEVENTS,
  rawOrganiserEventRow,
} from '../legacy/index.ts';
import type { TicketTier } from '../model/event.ts';
import type { OrganiserEvent, PrivateEventDetails, TierDetails } from '../model/organiser.ts';
import { normaliseEvent, posterUrl } from './browse.ts';
import { count, countOrNull, listRows, oneRow, word } from './shapes.ts';
import { day, flag, integer, randToCents, text } from './values.ts';

type RawOrganiserEventRow = import('zod').infer<typeof rawOrganiserEventRow>;

/** An organiser's event row: the browse event, with the organiser's spellings filled in. */
export function normaliseOrganiserEvent(raw: RawOrganiserEventRow): OrganiserEvent {
  const event = normaliseEvent(raw);
  return {
    ...event,
    finishDay: event.finishDay ?? day(raw.enddate),
    startTime: event.startTime ?? text(raw.time),
    finishTime: event.finishTime ?? text(raw.endtime),
    venue: event.venue ?? text(raw.venue),
    theme: event.theme ?? text(raw.theme),
    budgetCents: randToCents(raw.budget),
    status: word(raw.eventstatus),
    ticketsSold: count(raw.sold),
    admissions: count(raw.admissions),
    salesCents: randToCents(raw.sales),
    payoutStatus: text(raw.payoutstatus),
    activation: text(raw.activation) === null ? null : integer(raw.activation),
    expectedAttendees: countOrNull(raw.expected),
    thumbnailUrl: posterUrl(event.businessId, event.id, raw.thumbnail),
    indexId: text(raw.indexid) === null ? null : integer(raw.indexid),
  };
}

/** MYEVENTS: a list, or `{val: 0}` (EVENT-LIST's `events` may also be null). */
export const normaliseOrganiserEvents = (
  raw: LegacyRawOf<typeof MYEVENTS> | null | undefined,
): OrganiserEvent[] => listRows(raw).map(normaliseOrganiserEvent);

/** EVENT-LIST: the same rows under `events`, which may be null or `{val: 0}`. */
export const normaliseEventList = (raw: LegacyRawOf<typeof EVENT_LIST>): OrganiserEvent[] =>
  normaliseOrganiserEvents(raw.events);

/** GET-PRIVATE-EVENT-DETAILS, in camelCase like FETCH-EVENT-DETAILS. */
export function normalisePrivateEventDetails(
  raw: AnswerOf<typeof GET_PRIVATE_EVENT_DETAILS>,
): PrivateEventDetails {
  return {
    name: text(raw.eventName) ?? '',
    organiserName: text(raw.customOrganiserName),
    venue: text(raw.eventLocation),
    theme: text(raw.theme),
    description: text(raw.description),
    expectedAttendees: countOrNull(raw.numOfAttendees),
    day: day(raw.eventDate),
    finishDay: day(raw.endDate),
    startTime: text(raw.startTime),
    finishTime: text(raw.endTime),
    refundsAllowed: flag(raw.refundsAllowed),
    refundPolicyLocked: flag(raw.refundPolicyLocked),
  };
}

const TIER_FIELDS = {
  vvip: ['vvipticketavail', 'vvipprice', 'kids_vvip_tickets', 'kids_vvip_price'],
  vip: ['vipticketavail', 'vipprice', 'kids_vip_tickets', 'kids_vip_price'],
  general: ['genticketavail', 'genprice', 'kids_general_tickets', 'kids_general_price'],
} as const satisfies Record<TicketTier, readonly [string, string, string, string]>;

type RawTierDetails =
  | LegacyRawOf<typeof GETVVIPDETAILS>
  | LegacyRawOf<typeof GETVIPDETAILS>
  | LegacyRawOf<typeof GETGENDETAILS>;

/** A tier's loaded prices and counts; null when the tier was never loaded. */
export function normaliseTierDetails(tier: TicketTier, raw: RawTierDetails): TierDetails | null {
  const row: Record<string, unknown> = oneRow(raw) ?? {};
  const [adults, price, kids, kidsPrice] = TIER_FIELDS[tier];
  if ([adults, price, kids, kidsPrice].every((field) => text(row[field]) === null)) return null;
  return {
    tier,
    adultPriceCents: randToCents(row[price]),
    adultsLoaded: count(row[adults]),
    kidsPriceCents: randToCents(row[kidsPrice]),
    kidsLoaded: count(row[kids]),
  };
}

/** CHECKTICKETS: how many ticket types are loaded (a count, a list of them, or null). */
export function normaliseLoadedTicketCount(raw: LegacyRawOf<typeof CHECKTICKETS>): number {
  return Array.isArray(raw.tickets) ? raw.tickets.length : count(raw.tickets);
}

/** EVENTSALESDATA: the ticket holders a postponement or cancellation notifies. */
export const normaliseTicketHolderCount = (raw: LegacyRawOf<typeof EVENTSALESDATA>): number =>
  count(raw.numberOfcustomers);
