import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import type { EventRecord, StandinData, TicketTypeRecord } from '../model.ts';
import type { PrintedTicketRecord } from '../model-printing.ts';
import type { AgeGroup } from '../model-sales.ts';
import { allocatePrintRun, issuePrintRun, printedOf, selectionsOf } from '../printing/issue.ts';
import { stockOf, unitPrice } from '../sales/purchases.ts';
import { type HandlerContext, handle, type RegisteredHandler, StandinError } from './define.ts';
import { idParam } from './rows.ts';

// Self-print (spec part 2, section 7 "Printing"). The organiser chooses quantities per category
// and group (PREPARETICKETSDOWNLOAD), the run is issued (LOADTEMPORARYTICKETS), listed
// (TICKETREADYTODOWNLOAD) and marked downloaded when the print page has loaded (ALLOCATETICKETS).

export const PRINTING_TEXT = {
  notOrganiser: 'Log in as an organiser to print tickets.',
  notYours: 'This event belongs to another organiser.',
  unknownEvent: 'This event does not exist.',
  unknownCategory: 'This ticket category does not exist.',
} as const;
const T = PRINTING_TEXT;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The session's organiser's own event, or a refusal. */
function ownEvent(ctx: HandlerContext, eventId: number | string): EventRecord {
  const account = ctx.session?.account;
  if (account?.type !== 'business') throw new StandinError(401, T.notOrganiser);
  const id = idParam(eventId);
  const event = ctx.data.events.find((e) => e.id === id);
  if (!event) throw new StandinError(404, T.unknownEvent);
  if (event.businessId !== account.id) throw new StandinError(403, T.notYours);
  return event;
}

const knownEvent = (ctx: HandlerContext, eventId: number | string) =>
  ctx.data.events.some((e) => e.id === idParam(eventId));

const ticketTypesOf = (data: StandinData, eventId: number) =>
  data.ticketTypes.filter((t) => t.eventId === eventId);

const chosen = (data: StandinData, ticket: TicketTypeRecord, group: AgeGroup) =>
  selectionsOf(data, ticket.eventId).find((s) => s.ticketTypeId === ticket.id && s.group === group)
    ?.quantity ?? 0;

const printedCount = (data: StandinData, ticket: TicketTypeRecord, group: AgeGroup) =>
  data.printedTickets.filter((t) => t.ticketTypeId === ticket.id && t.group === group).length;

function categoryRow(data: StandinData, ticket: TicketTypeRecord) {
  const group = (g: AgeGroup, prefix: '' | 'kids_') => {
    const printed = printedCount(data, ticket, g);
    const sold = g === 'kids' ? ticket.kidsSold : ticket.adultsSold;
    return {
      [`${prefix}ticket_price`]: centsToLegacyRand(unitPrice(ticket, g)),
      [`${prefix}instock`]: String(stockOf(ticket, g)),
      [`${prefix}initial_load`]: String(stockOf(ticket, g) + sold + printed),
      [`${prefix}ticket_number`]: String(chosen(data, ticket, g)),
      [`${prefix}executed`]: String(printed),
      [`${prefix}revenues`]: centsToLegacyRand(printed * unitPrice(ticket, g)),
    };
  };
  return {
    ticketid: String(ticket.id),
    category: ticket.tier,
    checked: data.checkedCategories.includes(ticket.id) ? '1' : '0',
    ...group('adults', ''),
    ...group('kids', 'kids_'),
  };
}

/** What the chosen quantities add up to (PREPAREDOWNLOADS and PREPARETICKETSDOWNLOAD). */
function summary(data: StandinData, eventId: number) {
  let adults = 0;
  let kids = 0;
  let adultCents = 0;
  let kidsCents = 0;
  for (const s of selectionsOf(data, eventId)) {
    const ticket = data.ticketTypes.find((t) => t.id === s.ticketTypeId);
    if (!ticket) continue;
    const cents = s.quantity * unitPrice(ticket, s.group);
    if (s.group === 'kids') {
      kids += s.quantity;
      kidsCents += cents;
    } else {
      adults += s.quantity;
      adultCents += cents;
    }
  }
  return { adults, kids, adultCents, kidsCents };
}

function ticketRow(data: StandinData, event: EventRecord, ticket: PrintedTicketRecord) {
  const type = data.ticketTypes.find((t) => t.id === ticket.ticketTypeId);
  const business = data.businesses.find((b) => b.id === event.businessId);
  const [year = '', month = '01', day = ''] = event.day.split('-');
  return {
    eventdate: day,
    eventmonth: MONTHS[Number(month) - 1] ?? month,
    eventyear: year,
    starttime: event.startTime.slice(0, 5),
    finishtime: event.finishTime.slice(0, 5),
    venue: event.venue,
    organiserName: event.organiserName ?? business?.name ?? '',
    organiser_email: business?.email ?? '',
    ticketnumber: ticket.ticketNumber,
    qr_payload: ticket.qrPayload,
    age_group: ticket.group === 'kids' ? '1' : '0',
    price: centsToLegacyRand(type?.priceCents ?? ticket.priceCents),
    kids_price: centsToLegacyRand(type?.kidsPriceCents ?? ticket.priceCents),
    category: type?.tier ?? 'general',
  };
}

export const printingHandlers: readonly RegisteredHandler[] = [
  handle(legacy.GETBUDGET, ({ eventid, businessid }, { data }) => {
    if (eventid === undefined) {
      // The booster's event list asks by organiser: the sum of the organiser's balances.
      const events = data.events.filter((e) => e.businessId === idParam(businessid));
      const sum = (f: (e: EventRecord) => number) => centsToLegacyRand(events.reduce((s, e) => s + f(e), 0));
      return { budget: sum((e) => e.budgetCents), balance: sum((e) => e.balanceCents) };
    }
    const event = data.events.find((e) => e.id === idParam(eventid));
    if (!event) return { budget: null, balance: null };
    return { budget: centsToLegacyRand(event.budgetCents), balance: centsToLegacyRand(event.balanceCents) };
  }),

  handle(legacy.PREPAREDOWNLOADS, ({ eventid }, { data }) => {
    const s = summary(data, idParam(eventid) ?? 0);
    return {
      prepareCount: String(s.adults + s.kids),
      ticketPrint: String(s.adults),
      estimatedRevenue: centsToLegacyRand(s.adultCents + s.kidsCents),
    };
  }),

  handle(legacy.TICKETSTATUS, ({ eventid }, { data }) => ({
    ticketCount: String(printedOf(data, idParam(eventid) ?? 0, 'prepared').length),
  })),

  handle(legacy.PREPARETICKETS, ({ eventid }, ctx) => {
    // A read of an event that does not exist prints PHP's nothing, as the other reads do.
    if (!knownEvent(ctx, eventid)) return [];
    const event = ownEvent(ctx, eventid);
    const rows = ticketTypesOf(ctx.data, event.id).map((t) => categoryRow(ctx.data, t));
    return rows.length > 0 ? rows : { data: 0 as const };
  }),

  handle(legacy.PREPARETICKETSDOWNLOAD, ({ ticketid, eventid, ticketsNumber, group }, ctx) => {
    const event = ownEvent(ctx, eventid);
    const ticket = ticketTypesOf(ctx.data, event.id).find((t) => t.id === idParam(ticketid));
    if (!ticket) throw new StandinError(404, T.unknownCategory);
    const quantity = Math.max(0, Math.min(Math.trunc(Number(ticketsNumber)) || 0, stockOf(ticket, group)));
    ctx.data.printSelections = ctx.data.printSelections.filter(
      (s) => !(s.ticketTypeId === ticket.id && s.group === group),
    );
    if (quantity > 0)
      ctx.data.printSelections.push({ eventId: event.id, ticketTypeId: ticket.id, group, quantity });
    const s = summary(ctx.data, event.id);
    return {
      prepareCount: String(s.adults + s.kids),
      ticketPrint: String(s.adults),
      total_revenue: centsToLegacyRand(s.adultCents),
      kids_ticket_print: String(s.kids),
      kids_estimated_revenue: centsToLegacyRand(s.kidsCents),
    };
  }),

  handle(legacy.MARKTICKETCATEGORY, ({ ticketid, eventid }, ctx) => {
    const event = ownEvent(ctx, eventid);
    const id = idParam(ticketid) ?? 0;
    const checked = ctx.data.checkedCategories;
    ctx.data.checkedCategories = checked.includes(id) ? checked.filter((c) => c !== id) : [...checked, id];
    const s = summary(ctx.data, event.id);
    return {
      ticketCount: String(printedOf(ctx.data, event.id, 'prepared').length),
      ticketPrint: String(s.adults),
      prepareCount: String(s.adults + s.kids),
    };
  }),

  handle(legacy.LOADTEMPORARYTICKETS, ({ eventid, reprintNumber }, ctx) => {
    const event = ownEvent(ctx, eventid);
    // A reprint lists the tickets already downloaded: nothing new is issued or charged.
    if (Number(reprintNumber) > 0) return { status: 'success' };
    const result = issuePrintRun(ctx.data, event, ctx.now());
    return result.ok
      ? { status: 'success', ticketCount: String(result.issued.length) }
      : { status: 'failed', message: result.message };
  }),

  handle(legacy.TICKETREADYTODOWNLOAD, ({ eventid, ticketLimit, reprint }, ctx) => {
    if (!knownEvent(ctx, eventid)) return [];
    const event = ownEvent(ctx, eventid);
    const run = printedOf(ctx.data, event.id, reprint === 'yes' ? 'downloaded' : 'prepared');
    const limit = Number(ticketLimit) > 0 ? Number(ticketLimit) : run.length;
    const rows = run.slice(0, limit).map((t) => ticketRow(ctx.data, event, t));
    return rows.length > 0 ? rows : { val: 0 as const };
  }),

  handle(legacy.ALLOCATETICKETS, ({ eventid }, ctx) => {
    const event = ownEvent(ctx, eventid);
    return { val: allocatePrintRun(ctx.data, event.id, ctx.now()) > 0 ? '1' : '0' };
  }),
];
