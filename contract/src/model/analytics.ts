import { z } from 'zod';
import { DAILY_TRENDS, PERFORMANCE_LABELS } from '../domain/labels.ts';
import { ticketTierSchema } from './event.ts';
import { lineText, shortText } from './limits.ts';

// Per-event analytics (spec part 2, sections 2 and 3). The spec names the fields, not which call
// sends which, so every call's answer becomes the same figures, null where it sent none.

const figure = z.number().int().nullable();

/** One figure per tier. */
export const tierFiguresSchema = z.object({ general: figure, vip: figure, vvip: figure });
export type TierFigures = z.infer<typeof tierFiguresSchema>;

/** Today, yesterday and overall: the Sales Movement block. */
export const movementSchema = z.object({ today: figure, yesterday: figure, overall: figure });
export type SalesMovement = z.infer<typeof movementSchema>;

export const salesFiguresSchema = z.object({
  /** Revenue by tier (general, vip, vvip). */
  revenueCents: tierFiguresSchema,
  /** Tickets sold by tier (salesg, salesv, salesvv). */
  ticketsSold: tierFiguresSchema,
  /** Tickets loaded by tier (generalTickets, viptickets, vviptickets). */
  capacity: tierFiguresSchema,
  sold: figure,
  available: figure,
  incomeCents: movementSchema,
  sales: movementSchema,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

// What /analytics shows: the figures above, read together, with their percentages, labels and
// the daily movement worked out (contract/src/domain/analytics.ts). A figure no answer carried is
// null (unknown, shown "Not available"), and so is anything worked out from it: never 0.

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable();
const money = z.number().int().max(Number.MAX_SAFE_INTEGER).nullable();
const percent = z.number().int().min(0).max(100).nullable();
const label = z.enum(PERFORMANCE_LABELS).nullable();

/** One tier (or all of them): what it brought, sold and had to sell. */
export const salesProgressSchema = z.object({
  revenueCents: money,
  sold: count,
  /** Tickets loaded: sold plus still available, adults and kids. */
  capacity: count,
  /** Whole percent of the capacity sold, rounded down. */
  percent,
  label,
});
export type SalesProgress = z.infer<typeof salesProgressSchema>;

export const tierSalesSchema = salesProgressSchema.extend({ tier: ticketTierSchema });
export type TierSales = z.infer<typeof tierSalesSchema>;

/** One day of the Sales Movement block. */
export const daySalesSchema = z.object({ sold: count, incomeCents: money });

export const eventAnalyticsSchema = z.object({
  event: z.object({
    id: shortText(),
    name: lineText(),
    /** Event day, YYYY-MM-DD. */
    day: shortText(),
    startTime: shortText().nullable(),
  }),
  /** VVIP, VIP and General, in that order (the charts' order). */
  tiers: z.array(tierSalesSchema).max(3),
  overall: salesProgressSchema.extend({ available: count }),
  movement: z.object({
    yesterday: daySalesSchema,
    today: daySalesSchema,
    /** Tickets sold today against yesterday; null when either day's count is unknown. */
    trend: z.enum(DAILY_TRENDS).nullable(),
  }),
});
export type EventAnalytics = z.infer<typeof eventAnalyticsSchema>;
