import { api } from '@tix/contract/api/index';
import type { PrintingPage } from '@tix/contract/api/printing';
import { SELF_PRINT_CENTS_PER_TICKET } from '@tix/contract/domain/organiser-costs';
import { makePrepareTicketsSchema, PREPARE_FIELDS, printContextOf } from '@tix/contract/forms/printing';
import type { PrepareCategory, PrintedTicket } from '@tix/contract/model/printing';
import { qrSignature } from '@tix/contract/normalise/printing';
import type { StandinData, TicketTypeRecord } from '../../legacy/model.ts';
import type { PrintedTicketRecord } from '../../legacy/model-printing.ts';
import type { AgeGroup } from '../../legacy/model-sales.ts';
import { DEMO_BUSINESS_ID } from '../../legacy/seed/people.ts';
import { answer, problem } from '../respond.ts';
import { campaignWorldState, getMockSession } from '../state.ts';

// Self-print over MSW: the demo organiser's events from the per-session seed world (the one the
// campaign list changes, so balances agree). Browser-safe: payloads are marked, not signed (the
// stand-in signs them with node:crypto).

const NOT_YOURS = 'We could not find that among your account’s records.';

function organiserWorld(): StandinData | Response {
  const session = getMockSession();
  if (!session.loggedIn) return problem(401, 'Not logged in', 'Please log in to continue.');
  if (session.accountType !== 'business')
    return problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.');
  return campaignWorldState();
}

const stock = (t: TicketTypeRecord, g: AgeGroup) => (g === 'kids' ? t.kidsAvailable : t.adultsAvailable);
const price = (t: TicketTypeRecord, g: AgeGroup) => (g === 'kids' ? t.kidsPriceCents : t.priceCents);
const printed = (data: StandinData, t: TicketTypeRecord, g: AgeGroup) =>
  data.printedTickets.filter((p) => p.ticketTypeId === t.id && p.group === g).length;

function category(data: StandinData, t: TicketTypeRecord): PrepareCategory {
  const group = (g: AgeGroup) => ({
    priceCents: price(t, g),
    inStock: stock(t, g),
    initialLoad: stock(t, g) + printed(data, t, g),
    toPrint: 0,
    printed: printed(data, t, g),
    revenueCents: printed(data, t, g) * price(t, g),
  });
  return {
    ticketId: String(t.id),
    tier: t.tier,
    checked: false,
    adults: group('adults'),
    kids: group('kids'),
  };
}

/** The mock world always knows both counts (the BFF's answer may lack them: issue 40). */
type KnownCounts = PrintingPage & { readyCount: number; printedCount: number };

function pageOf(data: StandinData, eventId: string): KnownCounts | Response {
  const event = data.events.find((e) => String(e.id) === eventId && e.businessId === DEMO_BUSINESS_ID);
  if (!event) return problem(404, 'Not found', NOT_YOURS);
  const tickets = data.printedTickets.filter((t) => t.eventId === event.id);
  return {
    eventId,
    eventName: event.name,
    eventDay: event.day,
    budgetCents: event.budgetCents,
    balanceCents: event.balanceCents,
    costPerTicketCents: SELF_PRINT_CENTS_PER_TICKET,
    categories: data.ticketTypes.filter((t) => t.eventId === event.id).map((t) => category(data, t)),
    readyCount: tickets.filter((t) => t.status === 'prepared').length,
    printedCount: tickets.filter((t) => t.status === 'downloaded').length,
  };
}

function face(data: StandinData, record: PrintedTicketRecord): PrintedTicket {
  const event = data.events.find((e) => e.id === record.eventId);
  const type = data.ticketTypes.find((t) => t.id === record.ticketTypeId);
  const [year = null, month = null, day = null] = event?.day.split('-') ?? [];
  return {
    ticketNumber: record.ticketNumber,
    eventName: event?.name ?? '',
    eventDate: day,
    eventMonth: month,
    eventYear: year,
    startTime: event?.startTime.slice(0, 5) ?? null,
    finishTime: event?.finishTime.slice(0, 5) ?? null,
    venueLines: (event?.venue ?? '').split(',').map((l) => l.trim()),
    organiserName: 'Demo Events',
    organiserEmail: 'organiser@demo.co.za',
    qrPayload: record.qrPayload,
    signature: qrSignature(record.qrPayload),
    group: record.group,
    tier: type?.tier ?? 'general',
    priceCents: record.priceCents,
  };
}

function runOf(data: StandinData, eventId: string, reprint: 'yes' | 'no') {
  const status = reprint === 'yes' ? 'downloaded' : 'prepared';
  const all = data.printedTickets.filter((t) => String(t.eventId) === eventId);
  return {
    eventName: data.events.find((e) => String(e.id) === eventId)?.name ?? '',
    tickets: all.filter((t) => t.status === status).map((t) => face(data, t)),
    printedCount: all.filter((t) => t.status === 'downloaded').length,
  };
}

export const printing = {
  getPrintingPage: answer(api.printing.getPrintingPage, ({ params }) => {
    const data = organiserWorld();
    return data instanceof Response ? data : pageOf(data, params.eventId);
  }),

  prepareTickets: answer(api.printing.prepareTickets, ({ params, body }) => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    const page = pageOf(data, params.eventId);
    if (page instanceof Response) return page;
    const check = makePrepareTicketsSchema(printContextOf(page.categories, page.balanceCents)).safeParse(
      body,
    );
    if (!check.success) return problem(422, 'Not allowed', check.error.issues[0]?.message ?? '');
    const event = data.events.find((e) => String(e.id) === params.eventId);
    if (!event) return problem(404, 'Not found', NOT_YOURS);
    for (const [field, tier, group] of PREPARE_FIELDS) {
      const type = data.ticketTypes.find((t) => t.eventId === event.id && t.tier === tier);
      const quantity = check.data[field];
      if (!type || quantity === 0) continue;
      if (group === 'kids') type.kidsAvailable -= quantity;
      else type.adultsAvailable -= quantity;
      for (let n = 0; n < quantity; n += 1) {
        const id = 950_001 + data.printedTickets.length;
        data.printedTickets.push({
          id,
          eventId: event.id,
          ticketTypeId: type.id,
          ticketNumber: `P${id.toString(36).toUpperCase().padStart(6, '0')}`,
          group,
          priceCents: price(type, group),
          qrPayload: `${btoa(JSON.stringify({ ticketId: id, eventId: event.id }))}.MSWMOCK${id}`,
          status: 'prepared',
          createdAt: new Date().toISOString(),
          downloadedAt: null,
        });
        event.balanceCents -= SELF_PRINT_CENTS_PER_TICKET;
      }
    }
    const after = pageOf(data, params.eventId);
    return after instanceof Response
      ? after
      : { readyCount: after.readyCount, balanceCents: after.balanceCents };
  }),

  getPrintRun: answer(api.printing.getPrintRun, ({ params, query }) => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    const page = pageOf(data, params.eventId);
    return page instanceof Response ? page : runOf(data, params.eventId, query.reprint);
  }),

  allocateTickets: answer(api.printing.allocateTickets, ({ params }) => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    const prepared = data.printedTickets.filter(
      (t) => String(t.eventId) === params.eventId && t.status === 'prepared',
    );
    for (const t of prepared) t.status = 'downloaded';
    return { allocated: prepared.length > 0 };
  }),

  downloadPrintPdf: answer(api.printing.downloadPrintPdf, ({ params }) => {
    const data = organiserWorld();
    if (data instanceof Response) return data;
    const page = pageOf(data, params.eventId);
    if (page instanceof Response) return page;
    return new Response('%PDF-1.4\n% MSW stand-in: the BFF draws the real PDF\n%%EOF\n', {
      headers: { 'content-type': 'application/pdf' },
    });
  }),
};
