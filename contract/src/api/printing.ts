import { z } from 'zod';
import { prepareTicketsSchema } from '../forms/printing.ts';
import { idMessage, legacyId } from '../model/ids.ts';
import { lineText, list, shortText } from '../model/limits.ts';
import { prepareCategorySchema, printedTicketSchema } from '../model/printing.ts';
import { endpoint } from './define.ts';
import { unavailableParts } from './partial.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

// Self-print: /downloadtickets, /ticketdownload and /download (spec part 2, sections 2, 4, 5, 7, 9).

const eventParams = z.object({
  eventId: legacyId(EVENT_ID_MESSAGE),
});

/** Not in the spec, ours: a ticket category id in the path that is not an id. */
const categoryParams = eventParams.extend({ ticketId: legacyId(idMessage('Ticket category id')) });
const ownEvent = { owned: 'organiser-event' } as const;
const int = z.number().int();

/**
 * The parts of /downloadtickets that may be missing: the two counts. The event, the money and the
 * categories are the page (what may be printed and what it costs).
 */
export const PRINTING_PAGE_PARTS = ['readyCount', 'printedCount'] as const;
export type PrintingPagePart = (typeof PRINTING_PAGE_PARTS)[number];

/** Everything /downloadtickets shows about one of the organiser's events. */
export const printingPageSchema = z.object({
  eventId: shortText(),
  eventName: lineText(),
  /** YYYY-MM-DD, or null when the legacy sent none. */
  eventDay: shortText().nullable(),
  /** Null when the service sent none: unknown, not R0 (issue 40). */
  budgetCents: int.nullable(),
  /** Null when the service sent none: the page says so and the legacy judges the run's cost. */
  balanceCents: int.nullable(),
  /** What one downloaded ticket costs the budget (R1.00). */
  costPerTicketCents: int,
  categories: list(prepareCategorySchema),
  /** Prepared and not yet downloaded (TICKETSTATUS); absent when it could not be read. */
  readyCount: int.optional(),
  /** Downloaded already, may be printed again (REPRINTABLETICKETS); absent when it could not be read. */
  printedCount: int.optional(),
  /**
   * The legacy's estimated revenue of what is chosen to print (PREPAREDOWNLOADS); null or absent
   * when it answered nothing, and the page adds up the quantities chosen on it instead.
   */
  estimatedRevenueCents: int.nullable().optional(),
  unavailable: unavailableParts(PRINTING_PAGE_PARTS),
});
export type PrintingPage = z.infer<typeof printingPageSchema>;

/** What preparing left: tickets ready to download and the balance after their cost. */
export const prepareResultSchema = z.object({ readyCount: int, balanceCents: int.nullable() });
export type PrepareResult = z.infer<typeof prepareResultSchema>;

/** Which run of tickets: the prepared ones (no), or the ones already downloaded (yes). */
export const printRunQuery = z.object({ reprint: z.enum(['yes', 'no']).default('no') });

export const printRunSchema = z.object({
  /** The event's name, printed on every ticket. */
  eventName: z.string().max(1_000),
  tickets: list(printedTicketSchema),
  /** Tickets of this event downloaded before (the 'already printed' message offers a reprint). */
  printedCount: int,
});
export type PrintRun = z.infer<typeof printRunSchema>;

/** The PDF's bytes (application/pdf), documented as a binary string. */
export const pdfBodySchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

export const printingApi = {
  getPrintingPage: endpoint({
    ...routes.printing.getPrintingPage,
    summary: "The event's budget, balance and the stock of each category and group that may be printed",
    access: ['business'],
    params: eventParams,
    response: printingPageSchema,
    owner: ownEvent,
    legacy: [
      'FETCH-EVENT-DETAILS',
      'CAMPAIGNS',
      'GETBUDGET',
      'PREPARETICKETS',
      'TICKETSTATUS',
      'REPRINTABLETICKETS',
      'PREPAREDOWNLOADS',
    ],
  }),
  markPrintCategory: endpoint({
    ...routes.printing.markPrintCategory,
    summary:
      'Ticks or unticks a category for printing (the legacy’s MARKTICKETCATEGORY, sent only when its state differs); 404 for a category that is not this event’s',
    access: ['business'],
    params: categoryParams,
    body: z.object({ checked: z.boolean() }),
    response: z.object({ checked: z.boolean() }),
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'PREPARETICKETS', 'MARKTICKETCATEGORY'],
  }),
  prepareTickets: endpoint({
    ...routes.printing.prepareTickets,
    summary:
      'Prepares the chosen adult and kids tickets of each category for download: real tickets with signed QR codes, R1.00 each from the campaign balance',
    access: ['business'],
    params: eventParams,
    body: prepareTicketsSchema,
    response: prepareResultSchema,
    owner: ownEvent,
    legacy: [
      'FETCH-EVENT-DETAILS',
      'CAMPAIGNS',
      'GETBUDGET',
      'PREPARETICKETS',
      'PREPARETICKETSDOWNLOAD',
      'LOADTEMPORARYTICKETS',
      'TICKETSTATUS',
      'REPRINTABLETICKETS',
    ],
    idempotent: true,
  }),
  getPrintRun: endpoint({
    ...routes.printing.getPrintRun,
    summary: 'The tickets ready to print (reprint=no) or those downloaded before (reprint=yes)',
    access: ['business'],
    params: eventParams,
    query: printRunQuery,
    response: printRunSchema,
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'TICKETSTATUS', 'REPRINTABLETICKETS', 'TICKETREADYTODOWNLOAD'],
  }),
  allocateTickets: endpoint({
    ...routes.printing.allocateTickets,
    summary: 'Marks the prepared tickets as downloaded (the print page asks 3 seconds after it loads)',
    access: ['business'],
    params: eventParams,
    response: z.object({ allocated: z.boolean() }),
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'ALLOCATETICKETS'],
  }),
  downloadPrintPdf: endpoint({
    ...routes.printing.downloadPrintPdf,
    summary: 'The same run as a PDF for a print shop: 4 tickets to an A4 page (application/pdf)',
    access: ['business'],
    params: eventParams,
    query: printRunQuery,
    response: pdfBodySchema,
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'TICKETSTATUS', 'REPRINTABLETICKETS', 'TICKETREADYTODOWNLOAD'],
  }),
};
