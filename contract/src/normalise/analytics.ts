import { summariseSales } from '../domain/analytics.ts';
import type {
  FINANCIALS,
  GETSALESDATAGENERAL,
  GETSALESDATAVIP,
  GETSALESDATAVVIP,
  GETTOTALSALES,
  GETTOTALSOLD,
  LegacyRawOf,
} from '../legacy/index.ts';
import { isNothing, type Nothing } from '../legacy/raw.ts';
import type { EventAnalytics, SalesFigures, SalesMovement, TierFigures } from '../model/analytics.ts';
import { normaliseEventDetail } from './browse.ts';
import { countOrNull, listRows } from './shapes.ts';
import { randToCents } from './values.ts';

// Analytics answers are not shown in the spec: an object or a list of objects carrying some of
// the named fields. Each row becomes the same SalesFigures, null where a field was not sent.

type RawAnalytics =
  | LegacyRawOf<typeof GETSALESDATAGENERAL>
  | LegacyRawOf<typeof GETSALESDATAVIP>
  | LegacyRawOf<typeof GETSALESDATAVVIP>
  | LegacyRawOf<typeof GETTOTALSALES>
  | LegacyRawOf<typeof GETTOTALSOLD>
  | LegacyRawOf<typeof FINANCIALS>;
type RawAnalyticsRow = Exclude<RawAnalytics, readonly unknown[] | Nothing>;

export function normaliseSalesFiguresRow(raw: RawAnalyticsRow): SalesFigures {
  return {
    revenueCents: {
      general: randToCents(raw.general),
      vip: randToCents(raw.vip),
      vvip: randToCents(raw.vvip),
    },
    ticketsSold: {
      general: countOrNull(raw.salesg),
      vip: countOrNull(raw.salesv),
      vvip: countOrNull(raw.salesvv),
    },
    capacity: {
      general: countOrNull(raw.generalTickets),
      vip: countOrNull(raw.viptickets),
      vvip: countOrNull(raw.vviptickets),
    },
    sold: countOrNull(raw.sold),
    available: countOrNull(raw.available),
    incomeCents: {
      today: randToCents(raw.todayincome),
      yesterday: randToCents(raw.yesterdayincome),
      overall: randToCents(raw.overallincome),
    },
    sales: {
      today: countOrNull(raw.todaysales),
      yesterday: countOrNull(raw.yesterdaysales),
      overall: countOrNull(raw.overallsales),
    },
  };
}

const rowsOf = (raw: RawAnalytics): RawAnalyticsRow[] =>
  isNothing(raw) ? [] : Array.isArray(raw) ? listRows(raw) : [raw];

/** GETSALESDATA* (the Tickets Sold chart): one point per row, in the legacy's order. */
export const normaliseSalesSeries = (raw: RawAnalytics): SalesFigures[] =>
  rowsOf(raw).map(normaliseSalesFiguresRow);

const firstOf = (a: number | null, b: number | null): number | null => a ?? b;
const tiers = (a: TierFigures, b: TierFigures): TierFigures => ({
  general: firstOf(a.general, b.general),
  vip: firstOf(a.vip, b.vip),
  vvip: firstOf(a.vvip, b.vvip),
});
const movement = (a: SalesMovement, b: SalesMovement): SalesMovement => ({
  today: firstOf(a.today, b.today),
  yesterday: firstOf(a.yesterday, b.yesterday),
  overall: firstOf(a.overall, b.overall),
});

/** Several partial figures as one: the first figure sent wins. */
export function combineSalesFigures(parts: readonly SalesFigures[]): SalesFigures {
  const none = normaliseSalesFiguresRow({});
  return parts.reduce(
    (acc, part) => ({
      revenueCents: tiers(acc.revenueCents, part.revenueCents),
      ticketsSold: tiers(acc.ticketsSold, part.ticketsSold),
      capacity: tiers(acc.capacity, part.capacity),
      sold: firstOf(acc.sold, part.sold),
      available: firstOf(acc.available, part.available),
      incomeCents: movement(acc.incomeCents, part.incomeCents),
      sales: movement(acc.sales, part.sales),
    }),
    none,
  );
}

/** GETTOTALSALES, GETTOTALSOLD and FINANCIALS (totals for the pie, bars and movement). */
export const normaliseSalesTotals = (raw: RawAnalytics): SalesFigures =>
  combineSalesFigures(normaliseSalesSeries(raw));

/** Every answer /analytics reads (the event's details and the six analytics calls). */
export interface RawEventAnalytics {
  /** FETCH-EVENT-DETAILS' answer, once known not to be `{val: 0}`. */
  detail: Parameters<typeof normaliseEventDetail>[0];
  general: RawAnalytics;
  vip: RawAnalytics;
  vvip: RawAnalytics;
  totalSales: RawAnalytics;
  totalSold: RawAnalytics;
  financials: RawAnalytics;
}

/** The page's figures: the totals' answers first, so where two carry a figure the total's wins. */
export function normaliseEventAnalytics(raw: RawEventAnalytics, eventId: string): EventAnalytics {
  const event = normaliseEventDetail(raw.detail, eventId);
  const figures = combineSalesFigures(
    [raw.totalSales, raw.totalSold, raw.financials, raw.general, raw.vip, raw.vvip].map(normaliseSalesTotals),
  );
  return {
    event: { id: event.id, name: event.name, day: event.day, startTime: event.startTime },
    ...summariseSales(figures),
  };
}
