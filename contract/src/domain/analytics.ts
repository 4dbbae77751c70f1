import type { EventAnalytics, SalesFigures } from '../model/analytics.ts';
import type { TicketTier } from '../model/event.ts';
import { dailyTrend, percentSold, salesPerformanceLabel } from './labels.ts';

// The organiser's analytics (spec part 2, sections 2, 3 and 4): the legacy's figures read
// together. A figure the legacy did not send counts as 0, or as the sum of the tiers' when the
// total is missing.

/** The charts' and the table's order. */
export const ANALYTICS_TIERS = ['vvip', 'vip', 'general'] as const satisfies readonly TicketTier[];

const progress = (revenueCents: number, sold: number, capacity: number) => {
  const percent = percentSold(sold, capacity);
  return { revenueCents, sold, capacity, percent, label: salesPerformanceLabel(percent) };
};

/** Per tier and overall sales with their percentages and labels, and yesterday against today. */
export function summariseSales(figures: SalesFigures): Omit<EventAnalytics, 'event'> {
  const tiers = ANALYTICS_TIERS.map((tier) => ({
    tier,
    ...progress(figures.revenueCents[tier] ?? 0, figures.ticketsSold[tier] ?? 0, figures.capacity[tier] ?? 0),
  }));
  const sum = (pick: (t: (typeof tiers)[number]) => number) => tiers.reduce((s, t) => s + pick(t), 0);
  const sold = figures.sold ?? figures.sales.overall ?? sum((t) => t.sold);
  const capacity = sum((t) => t.capacity);
  const yesterday = { sold: figures.sales.yesterday ?? 0, incomeCents: figures.incomeCents.yesterday ?? 0 };
  const today = { sold: figures.sales.today ?? 0, incomeCents: figures.incomeCents.today ?? 0 };
  return {
    tiers,
    overall: {
      ...progress(figures.incomeCents.overall ?? sum((t) => t.revenueCents), sold, capacity),
      available: figures.available ?? Math.max(0, capacity - sold),
    },
    movement: { yesterday, today, trend: dailyTrend(yesterday.sold, today.sold) },
  };
}
