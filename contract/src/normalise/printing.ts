import { KIDS_AGE_GROUP_CODE } from '../domain/constants.ts';
import type {
  GETBUDGET,
  LegacyRawOf,
  MARKTICKETCATEGORY,
  PREPAREDOWNLOADS,
  PREPARETICKETS,
  PREPARETICKETSDOWNLOAD,
  REPRINTABLETICKETS,
  rawPrepareCategory,
  rawPrintedTicket,
  TICKETREADYTODOWNLOAD,
  TICKETSTATUS,
} from '../legacy/index.ts';
import type { TicketTier } from '../model/event.ts';
import type {
  PrepareCategory,
  PrepareGroup,
  PrepareSummary,
  PrintBudget,
  PrintedTicket,
} from '../model/printing.ts';
import { cents, count, countOrNull, listRows, oneRow, word } from './shapes.ts';
import { id, integer, randToCents, text } from './values.ts';

type RawPrepareCategory = import('zod').infer<typeof rawPrepareCategory>;
type RawPrintedTicket = import('zod').infer<typeof rawPrintedTicket>;

const TIERS: readonly TicketTier[] = ['vvip', 'vip', 'general'];
const tierOf = (value: unknown): TicketTier => TIERS.find((tier) => tier === word(value)) ?? 'general';

export const normalisePrintBudget = (raw: LegacyRawOf<typeof GETBUDGET>): PrintBudget => ({
  budgetCents: randToCents(raw.budget),
  balanceCents: randToCents(raw.balance),
});

type RawPrepareSummary = Partial<
  LegacyRawOf<typeof PREPAREDOWNLOADS> &
    LegacyRawOf<typeof PREPARETICKETSDOWNLOAD> &
    LegacyRawOf<typeof MARKTICKETCATEGORY>
>;

/** PREPAREDOWNLOADS, PREPARETICKETSDOWNLOAD and MARKTICKETCATEGORY each answer part of the summary. */
export const normalisePrepareSummary = (raw: RawPrepareSummary): PrepareSummary => ({
  preparedCount: countOrNull(raw.prepareCount),
  ticketsToPrint: countOrNull(raw.ticketPrint),
  // PREPAREDOWNLOADS says estimatedRevenue, PREPARETICKETSDOWNLOAD total_revenue.
  estimatedRevenueCents: randToCents(raw.estimatedRevenue) ?? randToCents(raw.total_revenue),
  kidsTicketsToPrint: countOrNull(raw.kids_ticket_print),
  kidsEstimatedRevenueCents: randToCents(raw.kids_estimated_revenue),
  ticketCount: countOrNull(raw.ticketCount),
});

/** TICKETSTATUS and REPRINTABLETICKETS: how many tickets may be (re-)downloaded. */
export const normaliseDownloadableCount = (
  raw: LegacyRawOf<typeof TICKETSTATUS> | LegacyRawOf<typeof REPRINTABLETICKETS>,
): number => count(oneRow(raw)?.ticketCount);

/**
 * The group's unit price. The spec gives kids figures as "kids_ equivalents of price": read
 * literally that is kids_price (first); the stand-in says kids_ticket_price. Neither: unknown.
 */
const groupPrice = (raw: RawPrepareCategory, prefix: '' | 'kids_'): number | null =>
  prefix === ''
    ? randToCents(raw.ticket_price)
    : (randToCents(raw.kids_price) ?? randToCents(raw.kids_ticket_price));

function prepareGroup(raw: RawPrepareCategory, prefix: '' | 'kids_'): PrepareGroup {
  const field = (name: string): unknown => raw[`${prefix}${name}`];
  return {
    priceCents: groupPrice(raw, prefix),
    inStock: count(field('instock')),
    initialLoad: count(field('initial_load')),
    toPrint: count(field('ticket_number')),
    printed: count(field('executed')),
    revenueCents: cents(field('revenues')),
  };
}

export const normalisePrepareCategory = (raw: RawPrepareCategory): PrepareCategory => ({
  ticketId: id(raw.ticketid),
  tier: tierOf(raw.category),
  checked: integer(raw.checked) === 1,
  adults: prepareGroup(raw, ''),
  kids: prepareGroup(raw, 'kids_'),
});

/** PREPARETICKETS: a list of categories, or `data: 0` / `{val: 0}` when none. */
export const normalisePrepareCategories = (raw: LegacyRawOf<typeof PREPARETICKETS>): PrepareCategory[] =>
  listRows(raw).map(normalisePrepareCategory);

/** The signature printed on a ticket: the first 8 characters of the payload's second part. */
export function qrSignature(payload: string | null): string | null {
  const second = payload?.split('.')[1];
  return second ? second.slice(0, 8) : null;
}

export function normalisePrintedTicket(raw: RawPrintedTicket, eventName: string): PrintedTicket {
  const kids = integer(raw.age_group) === KIDS_AGE_GROUP_CODE;
  const qrPayload = text(raw.qr_payload);
  return {
    ticketNumber: text(raw.ticketnumber) ?? '',
    eventName,
    eventDate: text(raw.eventdate),
    eventMonth: text(raw.eventmonth),
    eventYear: text(raw.eventyear),
    startTime: text(raw.starttime),
    finishTime: text(raw.finishtime),
    venueLines: (text(raw.venue) ?? '')
      .split(',')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    organiserName: text(raw.organiserName),
    organiserEmail: text(raw.organiser_email),
    qrPayload,
    signature: qrSignature(qrPayload),
    group: kids ? 'kids' : 'adults',
    tier: tierOf(raw.category),
    priceCents: cents(kids ? raw.kids_price : raw.price),
  };
}

/**
 * TICKETREADYTODOWNLOAD: a list, or `{val: 0}`, '' or null when nothing is ready. The rows do not
 * name the event, so the caller passes its name (FETCH-EVENT-DETAILS): every ticket prints it.
 */
export const normalisePrintedTickets = (
  raw: LegacyRawOf<typeof TICKETREADYTODOWNLOAD>,
  eventName: string,
): PrintedTicket[] => listRows(raw).map((row) => normalisePrintedTicket(row, eventName));
