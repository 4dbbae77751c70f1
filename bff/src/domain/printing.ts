import {
  centsToLegacyRand,
  legacy,
  makePrepareTicketsSchema,
  normaliseDownloadableCount,
  normalisePrepareCategories,
  normalisePrepareSummary,
  normalisePrintBudget,
  normalisePrintedTickets,
  PREPARE_FIELDS,
  type PrepareResult,
  type PrintingPage,
  type PrintingPagePart,
  type PrintRun,
  printContextOf,
  text,
} from '@tix/contract';
import { SELF_PRINT_CENTS_PER_TICKET } from '@tix/contract/domain/organiser-costs';
import { badAnswer, LegacyError } from '../legacy/errors.ts';
import { HttpProblem, notFound, problem } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { campaignMoneyOf } from './campaigns.ts';
import { preferredRead } from './fallback-read.ts';
import { isNothing, Parts, type PartsPort, rowsOrAnswer } from './partial-reads.ts';

// Self-print's rules the BFF keeps whatever the client sends: stock and balance are read here,
// never taken from the request, and the run is issued by the legacy only once both allow it.

const refused = (detail: string) => new HttpProblem(problem(422, 'Not allowed', detail));
/** Not in the spec, ours. */
const NOT_THIS_EVENTS = 'That ticket category is not one of this event’s.';

/**
 * Budget and balance for printing: the campaign list's figures by the one formula (budget minus
 * both fees), or GETBUDGET's when the event has no campaign row.
 */
async function printMoney(port: LegacyPort, eventid: string) {
  const money = await campaignMoneyOf(port, eventid);
  return money ?? normalisePrintBudget(await port.legacy(legacy.GETBUDGET, { eventid }));
}

/** /downloadtickets: the event, money and categories are the page; the two counts are parts. */
export async function printingPage(port: PartsPort, eventid: string): Promise<PrintingPage> {
  const parts = new Parts<PrintingPagePart>(port.log);
  const count = { usable: rowsOrAnswer };
  const [detail, money, categories, ready, printed] = await Promise.all([
    port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid }),
    printMoney(port, eventid),
    port.legacy(legacy.PREPARETICKETS, { eventid }),
    parts.read('readyCount', legacy.TICKETSTATUS, port.legacy(legacy.TICKETSTATUS, { eventid }), count),
    parts.read(
      'printedCount',
      legacy.REPRINTABLETICKETS,
      port.legacy(legacy.REPRINTABLETICKETS, { eventid }),
      count,
    ),
  ]);
  return {
    eventId: eventid,
    eventName: detail.eventName,
    eventDay: text(detail.eventDate),
    // Unknown stays unknown (issue 40): the page says so, and the legacy judges the run's cost.
    budgetCents: money.budgetCents,
    balanceCents: money.balanceCents,
    costPerTicketCents: SELF_PRINT_CENTS_PER_TICKET,
    categories: normalisePrepareCategories(categories),
    ...(ready === undefined ? {} : { readyCount: normaliseDownloadableCount(ready) }),
    ...(printed === undefined ? {} : { printedCount: normaliseDownloadableCount(printed) }),
    ...parts.marker(),
  };
}

const priceParam = (cents: number | null): string => (cents === null ? '' : centsToLegacyRand(cents));

/**
 * /downloadtickets' estimated revenue as the legacy reckons it (PREPAREDOWNLOADS), or null when it
 * answers nothing (PHP's nothing, no figure, an answer refused): the page then adds up the
 * quantities chosen on it, as it did before.
 */
export async function legacyEstimatedRevenue(port: PartsPort, eventid: string): Promise<number | null> {
  const op = legacy.PREPAREDOWNLOADS;
  const answer = await preferredRead(
    port.log,
    op,
    port.legacy(op, { eventid }),
    (a) => !isNothing(a) && !isNothing(a.estimatedRevenue) && a.estimatedRevenue !== undefined,
  );
  return answer === undefined ? null : normalisePrepareSummary(answer).estimatedRevenueCents;
}

/**
 * A category ticked or unticked for printing: MARKTICKETCATEGORY (a toggle on the legacy) is sent
 * only when the legacy's own state (PREPARETICKETS' `checked`) differs from the one wanted, so a
 * repeated request toggles nothing back. The category must be one of this event's.
 */
export async function markPrintCategory(
  port: LegacyPort,
  eventid: string,
  ticketId: string,
  checked: boolean,
): Promise<{ checked: boolean }> {
  const categories = normalisePrepareCategories(await port.legacy(legacy.PREPARETICKETS, { eventid }));
  const category = categories.find((c) => c.ticketId === ticketId);
  if (!category) throw notFound(NOT_THIS_EVENTS);
  if (category.checked !== checked) {
    // Its answer (counts the page does not show) is not read: one the BFF cannot parse is no failure.
    await port.legacy(legacy.MARKTICKETCATEGORY, { ticketid: ticketId, eventid }).catch((error: unknown) => {
      if (!(error instanceof LegacyError && error.title === badAnswer('').title)) throw error;
    });
  }
  return { checked };
}

/** Checks the quantities against the stock and balance read now, then has the legacy issue them. */
export async function prepareTickets(port: PartsPort, eventid: string, input: unknown): Promise<void> {
  const page = await printingPage(port, eventid);
  const check = makePrepareTicketsSchema(printContextOf(page.categories, page.balanceCents)).safeParse(input);
  if (!check.success) throw refused(check.error.issues[0]?.message ?? '');
  let total = 0;
  for (const [field, tier, group] of PREPARE_FIELDS) {
    const category = page.categories.find((c) => c.tier === tier);
    if (!category) continue;
    const quantity = check.data[field];
    total += quantity;
    // Every group is set, 0 included, so nothing chosen earlier and left behind is printed.
    await port.legacy(legacy.PREPARETICKETSDOWNLOAD, {
      ticketid: category.ticketId,
      instock: category[group].inStock,
      eventid,
      ticketsNumber: quantity,
      // An unknown price (PREPARETICKETS sent none) goes as empty, for the legacy's own; never R0.00.
      price: priceParam(category[group].priceCents),
      group,
    });
  }
  const answer = await port.legacy(legacy.LOADTEMPORARYTICKETS, {
    eventid,
    ticketLimit: total,
    reprintNumber: 0,
  });
  const status = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (status.status === 'failed') throw refused(text(status.message) ?? 'The tickets could not be prepared.');
}

/** After a run: how many tickets are ready, and the balance their cost left. */
export async function preparedResult(port: LegacyPort, eventid: string): Promise<PrepareResult> {
  const [money, ready] = await Promise.all([
    printMoney(port, eventid),
    port.legacy(legacy.TICKETSTATUS, { eventid }),
  ]);
  return { readyCount: normaliseDownloadableCount(ready), balanceCents: money.balanceCents };
}

/** The prepared tickets (reprint no) or those downloaded before (reprint yes). */
export async function printRun(port: LegacyPort, eventid: string, reprint: 'yes' | 'no'): Promise<PrintRun> {
  const [detail, ready, printed] = await Promise.all([
    port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid }),
    port.legacy(legacy.TICKETSTATUS, { eventid }),
    port.legacy(legacy.REPRINTABLETICKETS, { eventid }),
  ]);
  const eventName = text(detail.eventName) ?? '';
  const printedCount = normaliseDownloadableCount(printed);
  const ticketLimit = reprint === 'yes' ? printedCount : normaliseDownloadableCount(ready);
  if (ticketLimit === 0) return { eventName, tickets: [], printedCount };
  const answer = await port.legacy(legacy.TICKETREADYTODOWNLOAD, { eventid, ticketLimit, reprint });
  return { eventName, tickets: normalisePrintedTickets(answer, eventName), printedCount };
}
