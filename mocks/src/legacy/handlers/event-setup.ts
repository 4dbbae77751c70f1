import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { saDay } from '../clock.ts';
import type { EventRecord, StandinData, TicketTypeRecord, Tier } from '../model.ts';
import { storePoster, uploadCount } from '../poster-files.ts';
import { type HandlerContext, handle, type RegisteredHandler } from './define.ts';
import { idParam } from './rows.ts';

// Loading an organiser's event: ADDTICEKTS sets a tier's adult and kids tickets and prices, the
// three GET*DETAILS read them back, POSTERUPLOAD stores the poster the public rows then carry.
// Like the legacy, ADDTICEKTS and POSTERUPLOAD read the organiser from the PHP session.

const TIER_LABELS: Record<Tier, string> = { vvip: 'VVIP', vip: 'VIP', general: 'General' };

export const EVENT_SETUP_TEXT = {
  notOrganiser: 'Log in as an organiser to change your events.',
  noEvent: 'We could not find that event among yours.',
  cancelled: 'This event has been cancelled, tickets can no longer be loaded.',
  passed: "This event has already passed, it can't be edited",
  adultPrice: 'Ticket price cannot be empty or R0.0 for Adults',
  kidsPrice: 'Ticket price cannot be empty or R0.0 for Kids.',
  loaded: (tier: Tier) => `${TIER_LABELS[tier]} tickets loaded successfully.`,
  belowSold: (tier: Tier, group: string, sold: number) =>
    `${sold} ${TIER_LABELS[tier]} ${group} tickets are already sold: they stay loaded and none are left to sell.`,
  resold: (tier: Tier, sold: number) =>
    `${TIER_LABELS[tier]} tickets reloaded. The ${sold} already sold keep the price they were bought at; the new figures apply to the tickets left.`,
  noPoster: 'Please select a poster',
} as const;
const T = EVENT_SETUP_TEXT;

/** The session's own event, or a refusal text. */
function ownEvent(ctx: HandlerContext, eventid: number | string): EventRecord | string {
  const account = ctx.session?.account;
  if (account?.type !== 'business') return T.notOrganiser;
  const id = idParam(eventid);
  const event = ctx.data.events.find((e) => e.id === id && e.businessId === account.id);
  return event ?? T.noEvent;
}

const cents = (rand: number | string) => Math.round(Number(rand) * 100);
const count = (value: number | string) => Math.max(0, Math.trunc(Number(value)) || 0);

const ticketTypeOf = (data: StandinData, eventId: number, tier: Tier) =>
  data.ticketTypes.find((t) => t.eventId === eventId && t.tier === tier);

/** A tier's details as GETVVIPDETAILS (and the others) answer: loaded = sold + left. */
function tierAnswer(data: StandinData, accountid: number | string, eventid: number | string, tier: Tier) {
  const event = data.events.find((e) => e.id === idParam(eventid) && e.businessId === idParam(accountid));
  const ticket = event ? ticketTypeOf(data, event.id, tier) : undefined;
  if (!ticket) return [];
  return {
    adults: String(ticket.adultsAvailable + ticket.adultsSold),
    price: centsToLegacyRand(ticket.priceCents),
    kids: String(ticket.kidsAvailable + ticket.kidsSold),
    kidsPrice: centsToLegacyRand(ticket.kidsPriceCents),
  };
}

/** The three GET*DETAILS answers for an organiser's event. */
export function tierAnswers(data: StandinData, accountid: number | string, eventid: number | string) {
  const vvip = tierAnswer(data, accountid, eventid, 'vvip');
  const vip = tierAnswer(data, accountid, eventid, 'vip');
  const general = tierAnswer(data, accountid, eventid, 'general');
  return {
    vvip: Array.isArray(vvip)
      ? vvip
      : {
          vvipticketavail: vvip.adults,
          vvipprice: vvip.price,
          kids_vvip_tickets: vvip.kids,
          kids_vvip_price: vvip.kidsPrice,
        },
    vip: Array.isArray(vip)
      ? vip
      : {
          vipticketavail: vip.adults,
          vipprice: vip.price,
          kids_vip_tickets: vip.kids,
          kids_vip_price: vip.kidsPrice,
        },
    general: Array.isArray(general)
      ? general
      : {
          genticketavail: general.adults,
          genprice: general.price,
          kids_general_tickets: general.kids,
          kids_general_price: general.kidsPrice,
        },
  };
}

export const eventSetupHandlers: readonly RegisteredHandler[] = [
  handle(legacy.ADDTICEKTS, (p, ctx) => {
    const event = ownEvent(ctx, p.eventid);
    if (typeof event === 'string') return { status: 'failed', error: event };
    if (event.state === 'cancelled') return { status: 'failed', error: T.cancelled };
    if (event.day < saDay(ctx.now())) return { status: 'failed', error: T.passed };
    const adults = count(p.numberOftickets);
    const kids = count(p.kids_tickets);
    const price = cents(p.price);
    const kidsPrice = cents(p.kids_price);
    if (adults > 0 && !(price > 0)) return { status: 'failed', error: T.adultPrice };
    if (kids > 0 && !(kidsPrice > 0)) return { status: 'failed', error: T.kidsPrice };

    const tier = p.category;
    let ticket = ticketTypeOf(ctx.data, event.id, tier);
    if (!ticket) {
      const id = Math.max(5000, ...ctx.data.ticketTypes.map((t) => t.id)) + 1;
      ticket = {
        id,
        eventId: event.id,
        ref: `TR${event.id}${tier.toUpperCase()}`,
        tier,
        priceCents: 0,
        kidsPriceCents: 0,
        adultsAvailable: 0,
        kidsAvailable: 0,
        adultsSold: 0,
        kidsSold: 0,
      } satisfies TicketTypeRecord;
      ctx.data.ticketTypes.push(ticket);
    }
    const warnings: string[] = [];
    if (adults < ticket.adultsSold) warnings.push(T.belowSold(tier, 'adult', ticket.adultsSold));
    if (kids < ticket.kidsSold) warnings.push(T.belowSold(tier, 'kids', ticket.kidsSold));
    const sold = ticket.adultsSold + ticket.kidsSold;
    if (warnings.length === 0 && sold > 0) warnings.push(T.resold(tier, sold));
    ticket.priceCents = adults > 0 ? price : ticket.priceCents;
    ticket.kidsPriceCents = kids > 0 ? kidsPrice : ticket.kidsPriceCents;
    ticket.adultsAvailable = Math.max(0, adults - ticket.adultsSold);
    ticket.kidsAvailable = Math.max(0, kids - ticket.kidsSold);
    return warnings.length > 0
      ? { status: 'warning', message: warnings.join(' ') }
      : { status: 'success', message: T.loaded(tier) };
  }),

  handle(
    legacy.GETVVIPDETAILS,
    ({ accountid, eventid }, { data }) => tierAnswers(data, accountid, eventid).vvip,
  ),
  handle(
    legacy.GETVIPDETAILS,
    ({ accountid, eventid }, { data }) => tierAnswers(data, accountid, eventid).vip,
  ),
  handle(
    legacy.GETGENDETAILS,
    ({ accountid, eventid }, { data }) => tierAnswers(data, accountid, eventid).general,
  ),

  handle(legacy.POSTERUPLOAD, ({ eventid, businessid }, ctx) => {
    const event = ownEvent(ctx, eventid);
    if (typeof event === 'string' || event.businessId !== idParam(businessid))
      return { status: 'failed', message: typeof event === 'string' ? event : T.noEvent };
    const file = ctx.files.file;
    if (!file || file.data.length === 0) return { status: 'failed', message: T.noPoster };
    const extension = file.filename.split('.').pop()?.toLowerCase() ?? 'jpg';
    // A new name per upload, as the legacy's upload folder does: caches never serve the old one.
    const name = `poster-${uploadCount(ctx.data) + 1}.${extension}`;
    storePoster(ctx.data, { eventId: event.id, name, mimetype: file.mimetype, data: file.data });
    event.poster = name;
    return { status: 'success', message: 'Poster uploaded successfully.' };
  }),
];
